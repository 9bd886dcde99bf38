import {
  type ManagedSegment,
  normaliseText,
  SEGMENT_COVERAGE_MAX_MONTHS,
  SEGMENT_MIN_PANEL_DEFAULT,
  SEGMENT_PREVIEW_CELLS_DEFAULT,
  type SegmentInput,
} from '@tvcm/contracts';
import type { core } from 'zod';
import { i18n } from '../../lib/i18n';
import { zodErrorMap } from '../../lib/zod-error-map';

/** The form's values: numbers not typed yet are undefined until the contract's schema says they are required. */
export type SegmentFormValues = Omit<SegmentInput, 'sampleSize' | 'pricePoints' | 'previewCells' | 'minPanelCount' | 'areas'> & {
  sampleSize: number | undefined;
  pricePoints: number | undefined;
  previewCells: number | undefined;
  minPanelCount: number | undefined;
  areas: { area: string; universe: number | undefined }[];
};

export function defaultValuesOf(segment: ManagedSegment | null): SegmentFormValues {
  if (!segment) {
    return {
      name: '',
      definition: '',
      method: 'PANEL',
      sampleSize: undefined,
      areas: [],
      coverageFrom: '',
      coverageTo: '',
      pricePoints: undefined,
      previewCells: SEGMENT_PREVIEW_CELLS_DEFAULT,
      minPanelCount: SEGMENT_MIN_PANEL_DEFAULT,
    };
  }
  return {
    name: segment.name,
    definition: segment.definition,
    method: segment.method,
    sampleSize: segment.sampleSize,
    areas: segment.areas.map(({ area, universe }) => ({ area, universe })),
    coverageFrom: segment.coverageFrom,
    coverageTo: segment.coverageTo,
    pricePoints: segment.pricePoints,
    previewCells: segment.previewCells,
    minPanelCount: segment.minPanelCount,
  };
}

/**
 * A typed number as a number: full-width digits and thousands separators as people type them in a
 * Japanese input mode (`１，２００`); empty stays undefined (required), anything else NaN (numeric).
 */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const text = normaliseText(value).replace(/,/g, '');
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The contract's rules in this form's words: the generic messages of SPEC.md §5, and the
 * segment's own where the generic one would only say "check the input" (a month not chosen, the
 * period's order and length, no area, a number under its minimum).
 */
export const segmentFormErrorMap: core.$ZodErrorMap = (issue) => {
  const field = issue.path?.[0];
  if (field === 'coverageFrom' || field === 'coverageTo') {
    if (issue.code === 'invalid_format') {
      return issue.input === '' ? i18n.t('validation.required') : i18n.t('dataSales.form.errors.month');
    }
    if (issue.code === 'custom') {
      return (issue.params as { reason?: string } | undefined)?.reason === 'coverageTooLong'
        ? i18n.t('dataSales.form.errors.coverageTooLong', { max: SEGMENT_COVERAGE_MAX_MONTHS })
        : i18n.t('dataSales.form.errors.coverageOrder');
    }
  }
  if (field === 'areas' && issue.path?.length === 1) {
    if (issue.code === 'too_small') return i18n.t('dataSales.form.errors.areasRequired');
    if (issue.code === 'custom') return i18n.t('dataSales.form.errors.areasDuplicated');
  }
  if (issue.code === 'too_small' && issue.origin === 'number') {
    return i18n.t('dataSales.form.errors.minNumber', { min: Number(issue.minimum) });
  }
  return zodErrorMap(issue);
};
