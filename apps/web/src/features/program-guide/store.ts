import { ratingSettingSupported } from '@tvcm/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  type CmRatingSettingForm,
  INITIAL_RATING_SETTING,
  initialSearchConditionForm,
  manualSalesPeriodStillApplies,
  type SearchConditionForm,
} from './search-conditions';

export type { BusinessDate, CmRatingSettingForm, SearchConditionForm } from './search-conditions';

/** The CM slot a user picked to add to a cart. */
export interface SelectedCm {
  slotId: number;
}

/** A field of the rating dialog that gets the focus when the dialog opens from its chip (a segment is chosen in the target's). */
export type RatingConfigFocusTarget = Exclude<keyof CmRatingSettingForm, 'segment'>;

/** What a change of conditions undid, for the page's info messages (SPEC.md §8). */
export interface ConditionChangeOutcome {
  salesPeriodCleared: boolean;
  ratingSettingReset: boolean;
}

/** The result as the timetable grid or as the sortable slot list. */
export type ResultLayout = 'grid' | 'list';

export interface ProgramGuideState {
  searchConditionForm: SearchConditionForm;
  resultLayout: ResultLayout;
  cmRatingSettingForm: CmRatingSettingForm;
  /** The user chose the sales period themself, so a new search keeps it while it applies. */
  isSetManuallySalesPeriod: boolean;
  selectedCm: SelectedCm | null;
  isAddToCartDialogOpen: boolean;
  isRatingConfigDialogOpen: boolean;
  /** The field the rating dialog focuses when it opens (SPEC.md §3 "its focus target"). */
  ratingConfigFocusTarget: RatingConfigFocusTarget | null;
}

interface ProgramGuideActions {
  /**
   * Applies new search conditions. A sales period set by hand is cleared when it no longer
   * applies, and a rating setting the new area does not offer is reset; the outcome says which.
   */
  setSearchConditionForm: (form: SearchConditionForm, options?: { salesPeriodSetManually?: boolean }) => ConditionChangeOutcome;
  setResultLayout: (layout: ResultLayout) => void;
  /** Selecting a CM opens the add-to-cart dialog (SPEC.md §4). */
  selectCm: (cm: SelectedCm) => void;
  /** Closing the dialog clears the selection (SPEC.md §4). */
  closeAddToCartDialog: () => void;
  openRatingConfigDialog: (focusTarget: RatingConfigFocusTarget | null) => void;
  closeRatingConfigDialog: () => void;
  /** Saving the rating configuration closes its dialog (SPEC.md §4). */
  saveRatingConfig: (form: CmRatingSettingForm) => void;
  /** Back to a first visit: at logout, and when another login is detected. */
  reset: () => void;
}

export const INITIAL_PROGRAM_GUIDE_STATE: ProgramGuideState = {
  searchConditionForm: initialSearchConditionForm(),
  resultLayout: 'grid',
  cmRatingSettingForm: INITIAL_RATING_SETTING,
  isSetManuallySalesPeriod: false,
  selectedCm: null,
  isAddToCartDialogOpen: false,
  isRatingConfigDialogOpen: false,
  ratingConfigFocusTarget: null,
};

/** Session-storage key; versioned by name so a later shape starts fresh instead of reading an old one. */
export const PROGRAM_GUIDE_STORAGE_KEY = 'tvcm.program-guide.v2';

/**
 * The timetable page's state (SPEC.md §3 "Program-guide page state"), kept in session storage
 * like the side menu and the carts (SPEC.md §4) so a reload or a round trip through another page
 * brings the user back to the same search.
 */
export const useProgramGuideStore = create<ProgramGuideState & ProgramGuideActions>()(
  persist(
    (set, get) => ({
      ...INITIAL_PROGRAM_GUIDE_STATE,
      setSearchConditionForm: (next, options = {}) => {
        const state = get();
        const setManually = options.salesPeriodSetManually ?? state.isSetManuallySalesPeriod;
        const salesPeriodCleared =
          options.salesPeriodSetManually === undefined &&
          state.isSetManuallySalesPeriod &&
          !manualSalesPeriodStillApplies(state.searchConditionForm, next);
        const rating = state.cmRatingSettingForm;
        const ratingSettingReset = !ratingSettingSupported(rating.ratingType, rating.target, next.area ?? undefined);
        set({
          searchConditionForm: salesPeriodCleared ? { ...next, salesPeriod: [null, null] } : next,
          isSetManuallySalesPeriod: salesPeriodCleared ? false : setManually,
          cmRatingSettingForm: ratingSettingReset ? { ...INITIAL_RATING_SETTING, figure: rating.figure } : rating,
        });
        return { salesPeriodCleared, ratingSettingReset };
      },
      setResultLayout: (resultLayout) => set({ resultLayout }),
      selectCm: (selectedCm) => set({ selectedCm, isAddToCartDialogOpen: true }),
      closeAddToCartDialog: () => set({ selectedCm: null, isAddToCartDialogOpen: false }),
      openRatingConfigDialog: (ratingConfigFocusTarget) => set({ isRatingConfigDialogOpen: true, ratingConfigFocusTarget }),
      closeRatingConfigDialog: () => set({ isRatingConfigDialogOpen: false, ratingConfigFocusTarget: null }),
      saveRatingConfig: (cmRatingSettingForm) =>
        set({ cmRatingSettingForm, isRatingConfigDialogOpen: false, ratingConfigFocusTarget: null }),
      reset: () => set({ ...INITIAL_PROGRAM_GUIDE_STATE, searchConditionForm: initialSearchConditionForm() }),
    }),
    {
      name: PROGRAM_GUIDE_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({
        searchConditionForm,
        resultLayout,
        cmRatingSettingForm,
        isSetManuallySalesPeriod,
        selectedCm,
        isAddToCartDialogOpen,
        isRatingConfigDialogOpen,
        ratingConfigFocusTarget,
      }): ProgramGuideState => ({
        searchConditionForm,
        resultLayout,
        cmRatingSettingForm,
        isSetManuallySalesPeriod,
        selectedCm,
        isAddToCartDialogOpen,
        isRatingConfigDialogOpen,
        ratingConfigFocusTarget,
      }),
    },
  ),
);
