import type { Area } from '@tvcm/contracts';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { stationPrefilterOf, withoutStationPrefilter } from '../../../lib/inventory-links';

/**
 * Opens the page on the station the address names (the TV station page's links), once the areas
 * the user may search are known, then takes it off the address. A station the user may not see,
 * or one not in the area named, changes nothing: the page keeps its own conditions.
 */
export function useStationPrefilter(areas: Area[] | undefined, apply: (area: string, stationIds: number[]) => void) {
  const [params, setParams] = useSearchParams();
  const prefilter = stationPrefilterOf(params);
  const applyOnce = useEffectEvent((areaList: Area[]) => {
    if (!prefilter) return;
    const area = areaList.find((candidate) => candidate.code === prefilter.area);
    if (area?.stations.some((station) => station.id === prefilter.stationId)) apply(area.code, [prefilter.stationId]);
    setParams(withoutStationPrefilter(params), { replace: true });
  });
  const pending = prefilter !== null;
  useEffect(() => {
    if (areas && pending) applyOnce(areas);
  }, [areas, pending]);
}
