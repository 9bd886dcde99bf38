import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A business date, `yyyy-MM-dd` in JST; `null` while not chosen. Strings survive session storage as they are. */
export type BusinessDate = string | null;

/** The search form of the timetable (SPEC.md §3); its other fields arrive with the timetable screen. */
export interface SearchConditionForm {
  salesPeriod: readonly [from: BusinessDate, to: BusinessDate];
}

/** The CM rating (viewing-rate) settings; their fields are not shown in the spec's sources. */
export type CmRatingSettingForm = Readonly<Record<string, string | number | boolean | null>>;

/** The CM slot a user picked to add to a cart. */
export interface SelectedCm {
  id: string;
}

export interface ProgramGuideState {
  searchConditionForm: SearchConditionForm;
  cmRatingSettingForm: CmRatingSettingForm | null;
  /** The user chose the sales period themself, so a new search keeps it. */
  isSetManuallySalesPeriod: boolean;
  selectedCm: SelectedCm | null;
  isAddToCartDialogOpen: boolean;
  isRatingConfigDialogOpen: boolean;
  /** The control that opened the rating dialog, which gets the focus back when it closes. */
  ratingConfigFocusTarget: string | null;
}

interface ProgramGuideActions {
  setSearchConditionForm: (form: SearchConditionForm, options?: { salesPeriodSetManually?: boolean }) => void;
  /** Selecting a CM opens the add-to-cart dialog (SPEC.md §4). */
  selectCm: (cm: SelectedCm) => void;
  /** Closing the dialog clears the selection (SPEC.md §4). */
  closeAddToCartDialog: () => void;
  openRatingConfigDialog: (focusTarget: string | null) => void;
  closeRatingConfigDialog: () => void;
  /** Saving the rating configuration closes its dialog (SPEC.md §4). */
  saveRatingConfig: (form: CmRatingSettingForm) => void;
  /** Back to a first visit: at logout, and when another login is detected. */
  reset: () => void;
}

export const INITIAL_PROGRAM_GUIDE_STATE: ProgramGuideState = {
  searchConditionForm: { salesPeriod: [null, null] },
  cmRatingSettingForm: null,
  isSetManuallySalesPeriod: false,
  selectedCm: null,
  isAddToCartDialogOpen: false,
  isRatingConfigDialogOpen: false,
  ratingConfigFocusTarget: null,
};

/** Session-storage key; versioned by name so a later shape can start fresh. */
export const PROGRAM_GUIDE_STORAGE_KEY = 'tvcm.program-guide';

/**
 * The timetable page's state (SPEC.md §3 "Program-guide page state"), kept in session storage
 * like the side menu and the carts (SPEC.md §4) so a reload or a round trip through another page
 * brings the user back to the same search.
 */
export const useProgramGuideStore = create<ProgramGuideState & ProgramGuideActions>()(
  persist(
    (set) => ({
      ...INITIAL_PROGRAM_GUIDE_STATE,
      setSearchConditionForm: (searchConditionForm, options = {}) =>
        set((state) => ({
          searchConditionForm,
          isSetManuallySalesPeriod: options.salesPeriodSetManually ?? state.isSetManuallySalesPeriod,
        })),
      selectCm: (selectedCm) => set({ selectedCm, isAddToCartDialogOpen: true }),
      closeAddToCartDialog: () => set({ selectedCm: null, isAddToCartDialogOpen: false }),
      openRatingConfigDialog: (ratingConfigFocusTarget) => set({ isRatingConfigDialogOpen: true, ratingConfigFocusTarget }),
      closeRatingConfigDialog: () => set({ isRatingConfigDialogOpen: false }),
      saveRatingConfig: (cmRatingSettingForm) => set({ cmRatingSettingForm, isRatingConfigDialogOpen: false }),
      reset: () => set(INITIAL_PROGRAM_GUIDE_STATE),
    }),
    {
      name: PROGRAM_GUIDE_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({
        searchConditionForm,
        cmRatingSettingForm,
        isSetManuallySalesPeriod,
        selectedCm,
        isAddToCartDialogOpen,
        isRatingConfigDialogOpen,
        ratingConfigFocusTarget,
      }): ProgramGuideState => ({
        searchConditionForm,
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
