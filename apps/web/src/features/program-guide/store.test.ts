import { afterEach, describe, expect, it } from 'vitest';
import { initialSearchConditionForm, type SearchConditionForm } from './search-conditions';
import { INITIAL_PROGRAM_GUIDE_STATE, PROGRAM_GUIDE_STORAGE_KEY, useProgramGuideStore } from './store';

afterEach(() => {
  useProgramGuideStore.getState().reset();
  sessionStorage.clear();
});

const state = () => useProgramGuideStore.getState();
const stored = () => JSON.parse(sessionStorage.getItem(PROGRAM_GUIDE_STORAGE_KEY) ?? '{}').state;
const kantoWeek = (changes: Partial<SearchConditionForm> = {}): SearchConditionForm => ({
  ...initialSearchConditionForm(),
  area: 'kanto',
  view: 'week',
  date: '2026-11-23',
  ...changes,
});

describe('useProgramGuideStore', () => {
  it('opens the add-to-cart dialog on selecting a CM, and clears the selection when it closes', () => {
    state().selectCm({ slotId: 1 });
    expect(state()).toMatchObject({ selectedCm: { slotId: 1 }, isAddToCartDialogOpen: true });

    state().closeAddToCartDialog();
    expect(state()).toMatchObject({ selectedCm: null, isAddToCartDialogOpen: false });
  });

  it('opens the rating dialog on the chosen field and closes it when the setting is saved', () => {
    state().openRatingConfigDialog('target');
    expect(state()).toMatchObject({ isRatingConfigDialogOpen: true, ratingConfigFocusTarget: 'target' });

    state().saveRatingConfig({ target: 'f1', ratingType: 'realtime', figure: 'cpm' });
    expect(state()).toMatchObject({
      isRatingConfigDialogOpen: false,
      ratingConfigFocusTarget: null,
      cmRatingSettingForm: { target: 'f1', figure: 'cpm' },
    });
  });

  it('keeps the search and a manual sales period in session storage', () => {
    state().setSearchConditionForm(kantoWeek({ salesPeriod: ['2026-11-23', '2026-11-30'] }), { salesPeriodSetManually: true });

    expect(stored()).toMatchObject({
      searchConditionForm: { area: 'kanto', salesPeriod: ['2026-11-23', '2026-11-30'] },
      isSetManuallySalesPeriod: true,
    });
  });

  it('clears a manual sales period when the area changes, and says so', () => {
    state().setSearchConditionForm(kantoWeek({ salesPeriod: ['2026-11-23', '2026-12-31'] }), { salesPeriodSetManually: true });

    const outcome = state().setSearchConditionForm({ ...state().searchConditionForm, area: 'kansai' });

    expect(outcome).toEqual({ salesPeriodCleared: true, ratingSettingReset: false });
    expect(state().searchConditionForm.salesPeriod).toEqual([null, null]);
    expect(state().isSetManuallySalesPeriod).toBe(false);
  });

  it('keeps a manual sales period while the dates shown stay within it', () => {
    state().setSearchConditionForm(kantoWeek({ salesPeriod: ['2026-11-23', '2026-12-31'] }), { salesPeriodSetManually: true });

    const outcome = state().setSearchConditionForm({ ...state().searchConditionForm, date: '2026-11-30' });

    expect(outcome.salesPeriodCleared).toBe(false);
    expect(state().searchConditionForm.salesPeriod).toEqual(['2026-11-23', '2026-12-31']);
  });

  it('resets a rating setting the new area does not offer, keeping the figure', () => {
    state().setSearchConditionForm(kantoWeek());
    state().saveRatingConfig({ target: 'core', ratingType: 'pc7', figure: 'cpm' });

    const outcome = state().setSearchConditionForm({ ...state().searchConditionForm, area: 'kansai' });

    expect(outcome.ratingSettingReset).toBe(true);
    expect(state().cmRatingSettingForm).toEqual({ target: 'household', ratingType: 'realtime', figure: 'cpm' });
  });

  it('restores the stored state, as after a reload', async () => {
    sessionStorage.setItem(
      PROGRAM_GUIDE_STORAGE_KEY,
      JSON.stringify({ state: { ...INITIAL_PROGRAM_GUIDE_STATE, selectedCm: { slotId: 9 } }, version: 0 }),
    );

    await useProgramGuideStore.persist.rehydrate();

    expect(state().selectedCm).toEqual({ slotId: 9 });
  });

  it('resets to a first visit, in memory and in storage', () => {
    state().selectCm({ slotId: 1 });
    state().setSearchConditionForm(kantoWeek({ salesPeriod: ['2026-11-23', null] }));

    state().reset();

    expect(stored()).toEqual(INITIAL_PROGRAM_GUIDE_STATE);
    expect(state().searchConditionForm).toEqual(INITIAL_PROGRAM_GUIDE_STATE.searchConditionForm);
  });
});
