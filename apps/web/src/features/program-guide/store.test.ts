import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_PROGRAM_GUIDE_STATE, PROGRAM_GUIDE_STORAGE_KEY, useProgramGuideStore } from './store';

afterEach(() => {
  useProgramGuideStore.getState().reset();
  sessionStorage.clear();
});

const state = () => useProgramGuideStore.getState();
const stored = () => JSON.parse(sessionStorage.getItem(PROGRAM_GUIDE_STORAGE_KEY) ?? '{}').state;

describe('useProgramGuideStore', () => {
  it('opens the add-to-cart dialog on selecting a CM, and clears the selection when it closes', () => {
    state().selectCm({ id: 'cm-1' });
    expect(state()).toMatchObject({ selectedCm: { id: 'cm-1' }, isAddToCartDialogOpen: true });

    state().closeAddToCartDialog();
    expect(state()).toMatchObject({ selectedCm: null, isAddToCartDialogOpen: false });
  });

  it('closes the rating dialog when its configuration is saved, keeping the focus target', () => {
    state().openRatingConfigDialog('rating-settings-button');
    expect(state()).toMatchObject({ isRatingConfigDialogOpen: true, ratingConfigFocusTarget: 'rating-settings-button' });

    state().saveRatingConfig({ target: 'F1', minimumRating: 5 });
    expect(state()).toMatchObject({ isRatingConfigDialogOpen: false, cmRatingSettingForm: { target: 'F1', minimumRating: 5 } });
  });

  it('keeps the search and a manual sales period in session storage', () => {
    state().setSearchConditionForm({ salesPeriod: ['2026-04-01', '2026-04-30'] }, { salesPeriodSetManually: true });

    expect(stored()).toMatchObject({
      searchConditionForm: { salesPeriod: ['2026-04-01', '2026-04-30'] },
      isSetManuallySalesPeriod: true,
    });
  });

  it('restores the stored state, as after a reload', async () => {
    sessionStorage.setItem(
      PROGRAM_GUIDE_STORAGE_KEY,
      JSON.stringify({ state: { ...INITIAL_PROGRAM_GUIDE_STATE, selectedCm: { id: 'cm-9' } }, version: 0 }),
    );

    await useProgramGuideStore.persist.rehydrate();

    expect(state().selectedCm).toEqual({ id: 'cm-9' });
  });

  it('resets to a first visit, in memory and in storage', () => {
    state().selectCm({ id: 'cm-1' });
    state().setSearchConditionForm({ salesPeriod: ['2026-04-01', null] });

    state().reset();

    expect(stored()).toEqual(INITIAL_PROGRAM_GUIDE_STATE);
    expect(state().searchConditionForm).toEqual(INITIAL_PROGRAM_GUIDE_STATE.searchConditionForm);
  });
});
