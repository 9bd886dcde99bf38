import { render } from '@testing-library/react';
import type { Area } from '@tvcm/contracts';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { slotListPath, withStationPrefilter } from '../../../lib/inventory-links';
import { useStationPrefilter } from './use-station-prefilter';

const network = { code: 'NNN', name: 'NNN系列', colour: '#E8A100' };
const AREAS: Area[] = [
  {
    code: 'kanto',
    name: '関東',
    stations: [{ id: 1, code: 'kanto-NNN', name: 'みなとテレビ', shortName: 'みなと', areaCode: 'kanto', network, remoteKey: 4 }],
    firstOnSaleDate: null,
  },
  {
    code: 'kansai',
    name: '関西',
    stations: [
      { id: 6, code: 'kansai-NNN', name: 'なにわテレビ', shortName: 'なにわ', areaCode: 'kansai', network, remoteKey: 4 },
    ],
    firstOnSaleDate: null,
  },
];

function Page({ areas, apply }: { areas: Area[] | undefined; apply: (area: string, stationIds: number[]) => void }) {
  useStationPrefilter(areas, apply);
  return null;
}

/** The page at `path` given `areas`; `areasArrive` hands it the areas later, as their query answers. */
function renderAt(path: string, areas: Area[] | undefined) {
  const apply = vi.fn();
  let location: Location | undefined;
  function Probe() {
    location = useLocation();
    return null;
  }
  const tree = (shown: Area[] | undefined) => (
    <MemoryRouter initialEntries={[path]}>
      <Page areas={shown} apply={apply} />
      <Probe />
    </MemoryRouter>
  );
  const view = render(tree(areas));
  return { apply, location: () => location, areasArrive: (arrived: Area[]) => view.rerender(tree(arrived)) };
}

describe('useStationPrefilter', () => {
  it('applies the station the address names once the areas are known, then takes it off the address', () => {
    const path = withStationPrefilter('/agency/program_guide', { area: 'kansai', stationId: 6 });
    expect(path).toBe('/agency/program_guide?area=kansai&station=6');
    const { apply, location, areasArrive } = renderAt(path, undefined);
    expect(apply).not.toHaveBeenCalled();
    expect(location()?.search).toBe('?area=kansai&station=6');

    areasArrive(AREAS);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('kansai', [6]);
    expect(location()?.search).toBe('');
  });

  it('keeps the slot list’s kind on the address', () => {
    const { apply, location } = renderAt(withStationPrefilter(slotListPath(2), { area: 'kanto', stationId: 1 }), AREAS);
    expect(apply).toHaveBeenCalledWith('kanto', [1]);
    expect(location()?.search).toBe('?kind_cm=2');
  });

  it.each([
    ['a station the user may not see', '/agency/program_guide?area=kanto&station=99'],
    ['a station of another area', '/agency/program_guide?area=kanto&station=6'],
    ['an area the user may not see', '/agency/program_guide?area=fukuoka&station=21'],
  ])('changes nothing for %s, and still cleans the address', (_, path) => {
    const { apply, location } = renderAt(path, AREAS);
    expect(apply).not.toHaveBeenCalled();
    expect(location()?.search).toBe('');
  });

  it('leaves an address without a station alone', () => {
    const { apply, location } = renderAt('/agency/positions?kind_cm=1&area=kanto', AREAS);
    expect(apply).not.toHaveBeenCalled();
    expect(location()?.search).toBe('?kind_cm=1&area=kanto');
  });
});
