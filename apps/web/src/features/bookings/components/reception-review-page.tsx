import '../catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BookingDetail, NoticeRequest } from '@tvcm/contracts';
import { useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { TradeServiceProvider, useTradeService } from '../../../lib/trade-service';
import { useSendOnce } from '../../../lib/use-send-once';
import { type BookingRefusal, bookingRefusal } from '../api/booking-refusal';
import { useReception } from '../api/get-reception';
import { useSaveDecisions } from '../api/save-decisions';
import { useSendContractNotice } from '../api/send-contract-notice';
import { useSendDeclineNotice } from '../api/send-decline-notice';
import { bookingIdOf } from '../paths';
import { decisionsRequestOf, type ReviewValues, reviewValuesOf } from '../review-form';
import { BookingFacts } from './booking-facts';
import { BookingItemsTable } from './booking-items-table';
import { BookingPageFrame } from './booking-page-frame';
import { DetailSection } from './detail-section';
import { DigitalBookingItems } from './digital-booking-items';
import { DigitalDecisionsTable } from './digital-decisions-table';
import { InventoryCell, InventoryHeaderCell } from './inventory-cell';
import { ItemDecisionsTable } from './item-decisions-table';
import { MessageThread } from './message-thread';
import { NoticeDialog } from './notice-dialog';
import { ReceptionAssignee } from './reception-assignee';
import { ReviewChecklistFields } from './review-checklist';
import { StatusHistory } from './status-history';

/**
 * `/station/receptions/:receptionId`: the station reviews an application (DOMAIN.md "From cart to
 * contract", steps 3–4): the checklist, a decision per item, then the contract notice or the
 * decline of everything; and talks with the buyer in the thread.
 */
export function ReceptionReviewPage() {
  const receptionId = bookingIdOf(useParams().receptionId);
  return receptionId === null ? <BookingPageFrame side="station" query={null} /> : <StationReception receptionId={receptionId} />;
}

/**
 * `/station/cu/receptions/:receptionId`: a streaming application reviewed the same way; a streaming
 * item may be accepted for fewer impressions, and once contracted and past its delivery window,
 * takes the impressions delivered.
 */
export function StreamingReceptionReviewPage() {
  return (
    <TradeServiceProvider service="CU">
      <ReceptionReviewPage />
    </TradeServiceProvider>
  );
}

function StationReception({ receptionId }: { receptionId: number }) {
  const { t } = useTranslation();
  const query = useReception(receptionId);
  return (
    <BookingPageFrame
      side="station"
      query={query}
      content={(booking) => (
        <>
          <DetailSection title={t('bookings.detail.factsHeading')}>
            <BookingFacts booking={booking} side="station" />
          </DetailSection>
          <DetailSection title={t('bookings.assignee.heading')}>
            <ReceptionAssignee booking={booking} />
          </DetailSection>
          <ReceptionReview key={booking.id} booking={booking} />
          <DetailSection title={t('bookings.thread.heading')}>
            <MessageThread side="station" bookingId={booking.id} messages={booking.messages} />
          </DetailSection>
          <DetailSection title={t('bookings.detail.historyHeading')}>
            <StatusHistory history={booking.history} />
          </DetailSection>
        </>
      )}
    />
  );
}

type Notice = 'contract' | 'decline';

function ReceptionReview({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const save = useSaveDecisions(booking.id);
  const contract = useSendContractNotice(booking.id);
  const decline = useSendDeclineNotice(booking.id);
  const [dialog, setDialog] = useState<Notice | null>(null);
  const [refusal, setRefusal] = useState<BookingRefusal | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    trigger,
    getValues,
    formState: { isDirty },
  } = useForm<ReviewValues>({ defaultValues: reviewValuesOf(booking) });
  const closed = !booking.isOpen;
  const streaming = useTradeService() !== 'TV';

  /** Saves what is on screen; the answer becomes the form's new starting point. */
  const saveValues = async (values: ReviewValues) => {
    const saved = await save.mutateAsync(decisionsRequestOf(values));
    reset(reviewValuesOf(saved));
  };

  const saving = useSendOnce(
    handleSubmit(async (values) => {
      setRefusal(null);
      try {
        await saveValues(values);
      } catch (error) {
        // Anything but the page's own refusals has been a toast already.
        setRefusal(bookingRefusal(error));
        return;
      }
      showToast('success', t('bookings.review.saved'));
    }),
  );

  const busy = save.isPending || contract.isPending || decline.isPending || saving.busy;

  /** The contract notice goes out on what is on screen: unsaved decisions are saved first. */
  const sendNotice = async (notice: Notice, request: NoticeRequest) => {
    setRefusal(null);
    try {
      if (notice === 'contract' && isDirty) {
        if (!(await trigger())) {
          setDialog(null);
          return false;
        }
        await saveValues(getValues());
      }
      await (notice === 'contract' ? contract : decline).mutateAsync(request);
    } catch (error) {
      setRefusal(bookingRefusal(error));
      setDialog(null);
      return false;
    }
    setDialog(null);
    showToast('success', t(notice === 'contract' ? 'bookings.review.contractNotice.done' : 'bookings.review.declineNotice.done'));
    return true;
  };

  const inventoryColumns = {
    header: <InventoryHeaderCell />,
    cells: (item: BookingDetail['items'][number]) => <InventoryCell item={item} />,
  };

  return (
    <DetailSection title={t('bookings.review.decisionsHeading')}>
      {/* Closed, nothing is saved here; a streaming item's delivery report is then a form of its own. */}
      <Stack {...(closed ? {} : { component: 'form', noValidate: true, onSubmit: saving.submit })} spacing={2.5}>
        {closed && <Alert severity="info">{t('bookings.review.closed')}</Alert>}
        <ReviewChecklistFields control={control} disabled={closed || busy} />
        {streaming ? (
          closed ? (
            <DigitalBookingItems booking={booking} reportable />
          ) : (
            <DigitalDecisionsTable booking={booking} control={control} disabled={busy} />
          )
        ) : closed ? (
          <BookingItemsTable items={booking.items} extraColumns={inventoryColumns} />
        ) : (
          <ItemDecisionsTable items={booking.items} control={control} disabled={busy} />
        )}
        {refusal && <Alert severity="error">{t(`bookings.refusals.${refusal}`)}</Alert>}
        {!closed && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <UndecidedCount control={control} />
            <Box data-print="hide" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, ml: 'auto' }}>
              <SendButton type="submit" variant="outlined" busy={saving.busy} disabled={busy}>
                {saving.busy ? t('bookings.review.saving') : t('bookings.review.save')}
              </SendButton>
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setDialog('decline')}>
                {t('bookings.review.declineNotice.button')}
              </Button>
              <Button variant="contained" disabled={busy} onClick={() => setDialog('contract')}>
                {t('bookings.review.contractNotice.button')}
              </Button>
            </Box>
          </Box>
        )}
      </Stack>
      {!closed && (
        <>
          <NoticeDialog
            open={dialog === 'contract'}
            title={t('bookings.review.contractNotice.title')}
            description={t('bookings.review.contractNotice.description')}
            messageLabel={t('bookings.review.contractNotice.message')}
            confirmLabel={t('bookings.review.contractNotice.confirm')}
            cancelLabel={t('bookings.review.back')}
            pending={busy}
            onClose={() => setDialog(null)}
            onConfirm={(request) => sendNotice('contract', request)}
          />
          <NoticeDialog
            open={dialog === 'decline'}
            title={t('bookings.review.declineNotice.title')}
            description={t('bookings.review.declineNotice.description')}
            messageLabel={t('bookings.review.declineNotice.message')}
            confirmLabel={t('bookings.review.declineNotice.confirm')}
            cancelLabel={t('bookings.review.back')}
            destructive
            pending={busy}
            onClose={() => setDialog(null)}
            onConfirm={(request) => sendNotice('decline', request)}
          />
        </>
      )}
    </DetailSection>
  );
}

/** How many items still wait for a decision; watching here re-renders only this line as choices change. */
function UndecidedCount({ control }: { control: Control<ReviewValues> }) {
  const { t } = useTranslation();
  const items = useWatch({ control, name: 'items' });
  const undecided = items.filter((item) => item.decision === '').length;
  if (undecided === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
      {t('bookings.review.undecided', { count: undecided })}
    </Typography>
  );
}
