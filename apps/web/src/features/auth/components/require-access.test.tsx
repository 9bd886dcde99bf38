import { screen } from '@testing-library/react';
import {
  type AccessRuleName,
  BROADCASTER_LICENCES,
  type FunctionLicenceCode,
  FUNCTION_LICENCES as L,
  type LicenseResponse,
} from '@tvcm/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { buildLicence, signedInApi } from '../../../test/shell-fixtures';
import { RequireAccess } from './require-access';
import { RequireSession } from './require-session';

const LICENCE_MISSING = 'この機能を利用するためのライセンスが設定されていません。運用管理者にライセンスの設定をご依頼ください。';

/** A licensed page whose code loads lazily, as the app's screens do; `load` tells whether it was fetched. */
function lazyLicensedPage() {
  const load = vi.fn(async () => ({ default: () => <h1>licensed page</h1> }));
  return { LicensedPage: lazy(load), load };
}

function routesGuardedBy(rule: AccessRuleName) {
  const { LicensedPage, load } = lazyLicensedPage();
  const routes: RouteObject[] = [
    {
      element: <RequireSession onNewSession={() => undefined} />,
      children: [
        {
          path: '/licensed',
          element: (
            <RequireAccess rule={rule}>
              <LicensedPage />
            </RequireAccess>
          ),
        },
        { path: '/top', element: <p>top page</p> },
      ],
    },
  ];
  return { routes, load };
}

const agencyWithout = (...missing: FunctionLicenceCode[]): LicenseResponse => {
  const agency = buildLicence().company;
  return buildLicence({
    company: { ...agency, functionLicenses: agency.functionLicenses.filter((code) => !missing.includes(code)) },
  });
};
const broadcaster = (isAdmin: boolean): LicenseResponse =>
  buildLicence({
    isAdmin,
    company: { code: '0000B00001', functionLicenses: [...BROADCASTER_LICENCES], businessType: 'BROAD_CASTER' },
  });

describe('RequireAccess', () => {
  it.each<{ rule: AccessRuleName; licence: LicenseResponse }>([
    { rule: 'timetable', licence: buildLicence() },
    { rule: 'points', licence: buildLicence({ isPointServiceAvailable: true }) },
    { rule: 'stationPermissions', licence: broadcaster(true) },
    { rule: 'anyUser', licence: buildLicence({ company: { ...buildLicence().company, functionLicenses: [] } }) },
  ])('shows the page when the licence passes the rule $rule', async ({ rule, licence }) => {
    mockApi(signedInApi({ licence }));
    const { routes, load } = routesGuardedBy(rule);
    renderRoutes(routes, '/licensed');

    expect(await screen.findByRole('heading', { level: 1, name: 'licensed page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(LICENCE_MISSING)).not.toBeInTheDocument();
  });

  it.each<{ rule: AccessRuleName; licence: LicenseResponse }>([
    { rule: 'timetable', licence: agencyWithout(L.timetable) },
    { rule: 'points', licence: buildLicence({ isPointServiceAvailable: false }) },
    { rule: 'stationPermissions', licence: broadcaster(false) },
    { rule: 'stationPermissions', licence: buildLicence({ isAdmin: true }) },
  ])('shows CEA-LIC03001 and a way to the top page, without loading the page, when $rule refuses', async ({ rule, licence }) => {
    mockApi(signedInApi({ licence }));
    const { routes, load } = routesGuardedBy(rule);
    const { user, location } = renderRoutes(routes, '/licensed');

    expect(await screen.findByRole('heading', { level: 1, name: LICENCE_MISSING })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('licensed page')).not.toBeInTheDocument();
    // The address stays what the user typed; the message replaces the page, not the location.
    expect(location().pathname).toBe('/licensed');

    await user.click(screen.getByRole('link', { name: 'TOPへ' }));
    expect(await screen.findByText('top page')).toBeInTheDocument();
  });
});
