import { ACCESS_RULES } from '@tvcm/contracts';
import { useLicence } from '../../features/auth/api/get-licence';
import { StationsPage } from '../../features/stations/components/stations-page';

/**
 * `/info/tvstation`: the stations page, linking each station to the program guide and the slot
 * list only for a user whose licences open them, as the side menu decides.
 */
export function TvStationPage() {
  // The route's access guard has loaded the licence already.
  const licence = useLicence().data;
  const guideLinks = {
    timetable: licence ? ACCESS_RULES.timetable(licence) : false,
    slots: licence ? ACCESS_RULES.slots(licence) : false,
  };
  return <StationsPage guideLinks={guideLinks} />;
}
