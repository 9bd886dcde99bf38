import dataUseGuide from './content/data-use-guide.md?raw';
import help from './content/help.md?raw';
import purchaseBookingGuide from './content/purchase-booking-guide.md?raw';
import searchGuide from './content/search-guide.md?raw';

/** Key under `help.titles` of a page of help. */
export type HelpTitle = 'help' | 'searchGuide' | 'dataUseGuide' | 'purchaseBookingGuide';

export interface HelpDocument {
  title: HelpTitle;
  markdown: string;
}

/** The address of ヘルプ itself, where every guide leads back to. */
export const HELP_INDEX_PATH = '/help';

/** The help pages by address: ヘルプ and the menu's three guides at the spec's paths (SPEC.md §2). */
export const HELP_DOCUMENTS: Readonly<Record<string, HelpDocument>> = {
  [HELP_INDEX_PATH]: { title: 'help', markdown: help },
  '/wp/guide': { title: 'searchGuide', markdown: searchGuide },
  '/wp/data_user_guide': { title: 'dataUseGuide', markdown: dataUseGuide },
  '/config/purchase_booking_guide': { title: 'purchaseBookingGuide', markdown: purchaseBookingGuide },
};

/** The document for an address; a trailing slash reads the same. */
export function helpDocumentAt(pathname: string): HelpDocument | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return HELP_DOCUMENTS[path];
}
