import type { Partner, PartnerRequest, PartnershipStatus } from '@tvcm/contracts';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { isRequestGone, useAcceptPartnerRequest, useCancelPartnerRequest } from '../api/partner-requests';
import { useRemovePartner } from '../api/remove-partner';

/** A failure is the query client's toast (or, for a request gone meanwhile, said by the caller). */
const settled = (sent: Promise<unknown>) =>
  sent.then(
    () => true,
    () => false,
  );

/** Accepting or declining a request another company sent; each row sends its own, once per click. */
export function RequestAnswerButtons({ request }: { request: PartnerRequest }) {
  const { t } = useTranslation();
  const accept = useAcceptPartnerRequest();
  const decline = useCancelPartnerRequest();
  const accepting = useSendOnce(async () => {
    try {
      await accept.mutateAsync(request.code);
      showToast('success', t('advertisers.partners.accepted', { name: request.name }));
    } catch (error) {
      if (isRequestGone(error)) showToast('info', t('advertisers.partners.requestGone'));
    }
  });
  const declining = useSendOnce(async () => {
    if (await settled(decline.mutateAsync(request.code))) showToast('success', t('advertisers.partners.declined'));
  });
  return (
    <>
      <SendButton
        size="small"
        variant="contained"
        busy={accepting.busy}
        disabled={declining.busy}
        aria-label={t('advertisers.partners.acceptLabel', { name: request.name })}
        onClick={() => void accepting.run()}
        sx={{ flexShrink: 0 }}
      >
        {t('advertisers.partners.accept')}
      </SendButton>
      <SendButton
        size="small"
        color="error"
        busy={declining.busy}
        disabled={accepting.busy}
        aria-label={t('advertisers.partners.declineLabel', { name: request.name })}
        onClick={() => void declining.run()}
        sx={{ flexShrink: 0 }}
      >
        {t('advertisers.partners.decline')}
      </SendButton>
    </>
  );
}

/** Ends a partnership, or withdraws the company's own request that has not been answered yet. */
export function PartnerRowButton({ partner }: { partner: Partner & { status: PartnershipStatus } }) {
  const { t } = useTranslation();
  const remove = useRemovePartner();
  const withdraw = useCancelPartnerRequest();
  const accepted = partner.status === 'ACCEPTED';
  const sending = useSendOnce(async () => {
    const write = accepted ? remove : withdraw;
    if (await settled(write.mutateAsync(partner.code))) {
      showToast('success', t(accepted ? 'advertisers.partners.removed' : 'advertisers.partners.withdrawn'));
    }
  });
  return (
    <SendButton
      size="small"
      color={accepted ? 'error' : 'primary'}
      busy={sending.busy}
      aria-label={t(accepted ? 'advertisers.partners.removeLabel' : 'advertisers.partners.withdrawLabel', { name: partner.name })}
      onClick={() => void sending.run()}
    >
      {t(accepted ? 'advertisers.partners.remove' : 'advertisers.partners.withdraw')}
    </SendButton>
  );
}
