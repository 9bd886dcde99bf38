import { act, renderHook } from '@testing-library/react';
import type { Area } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { useProgramGuideStore } from '../../../features/program-guide/store';
import { useSearchConditions } from './use-search-conditions';

const AREAS: Area[] = [
  { code: 'kanto', name: '関東', stations: [] },
  { code: 'kansai', name: '関西', stations: [] },
] as unknown as Area[];

describe('useSearchConditions', () => {
  it('opens on the first area and the day on air, and again after the page state is reset under it', () => {
    const { result } = renderHook(() => useSearchConditions(AREAS, '2026-11-26'));
    expect(result.current.form).toMatchObject({ area: 'kanto', date: '2026-11-26' });

    act(() => useProgramGuideStore.getState().setSearchConditionForm({ ...result.current.form, area: 'kansai' }));
    expect(result.current.form.area).toBe('kansai');

    act(() => useProgramGuideStore.getState().reset());
    expect(result.current.form).toMatchObject({ area: 'kanto', date: '2026-11-26' });
  });
});
