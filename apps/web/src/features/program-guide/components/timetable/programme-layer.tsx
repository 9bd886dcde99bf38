import type { ProgramGuideResponse } from '@tvcm/contracts';
import { memo } from 'react';
import { type TimetableModel, topOf } from './timetable-model';

interface ProgrammeLayerProps {
  answer: ProgramGuideResponse;
  model: TimetableModel;
  /** The pixel range of the broadcast day in (or near) view; nothing is drawn while the grid has no size. */
  from: number;
  to: number;
  gridTemplateColumns: string;
}

/**
 * The programmes as blocks sized by their duration, behind the chips, drawn only where they meet
 * the part of the day in view. Hidden from assistive technology: each chip's name carries its
 * programme's title.
 */
export const ProgrammeLayer = memo(function ProgrammeLayer({
  answer,
  model,
  from,
  to,
  gridTemplateColumns,
}: ProgrammeLayerProps) {
  const { programmes } = answer;
  return (
    <div className="tt-programmes" aria-hidden="true" style={{ gridTemplateColumns }}>
      <span />
      {model.columns.map((column) => (
        <div key={column.key} className="tt-programme-column">
          {column.programmes.map((index) => {
            const top = topOf(programmes.start[index] as number);
            const bottom = topOf(programmes.end[index] as number);
            if (bottom <= from || top >= to) return null;
            const title = programmes.title[index];
            return (
              <div
                key={programmes.id[index]}
                className="tt-programme"
                title={title}
                style={{ top, height: bottom - top, borderTopColor: column.networkColour ?? '#9e9e9e' }}
              >
                {title}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
});
