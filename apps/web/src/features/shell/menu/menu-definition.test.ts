import { describe, expect, it } from 'vitest';
import { appPage, type MenuEntry } from '../../../lib/feature-menu';
import { composeMenu, menuEntryProblems } from './menu-definition';

const link = (id: string, order: number, place: { section: 'agency' | 'admin' } | { group: string }): MenuEntry => {
  const fields = { order, id, label: 'top', target: appPage(`/${id}`), requires: 'anyUser' } as const;
  return 'group' in place ? { ...fields, group: place.group } : { ...fields, section: place.section, icon: 'home' };
};
const group = (id: string, order: number): MenuEntry => ({ section: 'agency', order, id, label: 'slotList', icon: 'viewList' });

describe('composeMenu', () => {
  // Declared out of order and across "features", as the registrations list them.
  const entries = [
    link('second', 20, { section: 'agency' }),
    link('groupedLater', 20, { group: 'grouped' }),
    link('users', 10, { section: 'admin' }),
    group('grouped', 30),
    link('first', 10, { section: 'agency' }),
    link('groupedFirst', 10, { group: 'grouped' }),
  ];

  it('places each entry in its section and each group link in its group, lowest order first, sections in the menu’s order', () => {
    const menu = composeMenu(entries);
    expect(menu.map((section) => section.id)).toEqual(['agency', 'broadcaster', 'dataCompany', 'admin']);
    expect(menu[0]?.entries.map((entry) => entry.id)).toEqual(['first', 'second', 'grouped']);
    expect(menu[0]?.entries[2]).toEqual({ ...group('grouped', 30), children: [entries[5], entries[1]] });
    expect(menu[3]).toEqual({ id: 'admin', heading: 'admin', visibleWhen: 'userAdministration', entries: [entries[2]] });
    expect(menu[1]?.entries).toEqual([]);
  });

  it('names an entry after its label when it has no id of its own, as its group’s links do', () => {
    const guides: MenuEntry[] = [
      { section: 'agency', order: 10, label: 'guides', icon: 'menuBook' },
      { group: 'guides', order: 10, label: 'searchGuide', target: appPage('/wp/guide'), requires: 'anyUser' },
    ];
    const [agency] = composeMenu(guides);
    expect(agency?.entries).toEqual([{ ...guides[0], id: 'guides', children: [{ ...guides[1], id: 'searchGuide' }] }]);
    expect(menuEntryProblems(guides)).toEqual([]);
  });

  it('finds nothing wrong with entries that fit together', () => {
    expect(menuEntryProblems(entries)).toEqual([]);
  });

  it('names a repeated id, a link in an undeclared group, an empty group and two entries at one place', () => {
    expect(
      menuEntryProblems([
        link('first', 10, { section: 'agency' }),
        link('first', 20, { section: 'agency' }),
        link('clash', 10, { section: 'agency' }),
        link('orphan', 10, { group: 'nowhere' }),
        group('empty', 30),
        // Two entries with the same label and no id of their own have the same id.
        { section: 'admin', order: 10, label: 'users', icon: 'group', target: appPage('/a'), requires: 'anyUser' },
        { section: 'admin', order: 20, label: 'users', icon: 'group', target: appPage('/b'), requires: 'anyUser' },
      ]),
    ).toEqual([
      'two entries have the id first',
      'first and clash both stand in section agency at 10',
      'two entries have the id users',
      'orphan is in group nowhere, which no entry declares',
      'group empty has no links',
    ]);
  });
});
