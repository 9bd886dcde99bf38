import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import helpCatalogue from '../locales/ja/help.json';
import { addCataloguePart } from './i18n';
import { Trans } from './trans';

addCataloguePart(helpCatalogue);

// Trans gives the element its children: the words between the tags.
const PolicyLink = ({ children }: { children?: ReactNode }) => <a href="/privacy">{children}</a>;

describe('Trans', () => {
  it('renders each tagged part of the text as its element, with the words between the tags', () => {
    const { container } = render(
      <p>
        <Trans i18nKey="help.legal.termsPrivacyNote" components={{ privacy: <PolicyLink /> }} />
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe(
      '本サービスにおける個人情報の取扱いは、<a href="/privacy">プライバシーポリシー</a>に定めています。',
    );
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute('href', '/privacy');
  });
});
