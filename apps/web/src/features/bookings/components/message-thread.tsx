import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type BookingMessage,
  MESSAGE_MAX_LENGTH,
  type MessageSide,
  type PostMessageRequest,
  postMessageRequestSchema,
} from '@tvcm/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InlineError } from '../../../components/inline-error';
import { SendButton } from '../../../components/send-button';
import { TextInputField } from '../../../components/text-input-field';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { zodErrorMap } from '../../../lib/zod-error-map';
import type { BookingSide } from '../api/booking-keys';
import { type BookingRefusal, bookingRefusal } from '../api/booking-refusal';
import { usePostMessage } from '../api/post-message';

const OWN_MESSAGE_SIDE: Record<BookingSide, MessageSide> = { buyer: 'BUYER', station: 'STATION' };

/**
 * The booking's thread, oldest first: what either side wrote, and what the system recorded for
 * them (the application, the notices, a cancellation) as labelled notices. Below it, the form to
 * write to the other side.
 */
export function MessageThread({
  side,
  bookingId,
  messages,
}: {
  side: BookingSide;
  bookingId: number;
  messages: BookingMessage[];
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {messages.length === 0 ? (
        <Typography color="text.secondary">{t('bookings.thread.empty')}</Typography>
      ) : (
        <Stack component="ol" aria-label={t('bookings.thread.label')} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {messages.map((message) => (
            <ThreadMessage key={message.id} message={message} own={message.side === OWN_MESSAGE_SIDE[side]} />
          ))}
        </Stack>
      )}
      <MessageForm side={side} bookingId={bookingId} />
    </Stack>
  );
}

function ThreadMessage({ message, own }: { message: BookingMessage; own: boolean }) {
  const { t } = useTranslation();
  const notice = message.kind !== 'MESSAGE';
  return (
    <Box
      component="li"
      sx={{
        p: 1.5,
        border: 1,
        borderRadius: 1,
        borderColor: notice ? 'info.light' : 'divider',
        bgcolor: notice ? '#f3f8fd' : own ? 'grey.50' : 'background.paper',
        ml: own ? { md: 6 } : 0,
        mr: own ? 0 : { md: 6 },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mb: 0.5 }}>
        {notice && (
          <Chip
            size="small"
            color="primary"
            label={t(`bookings.thread.kinds.${message.kind as Exclude<typeof message.kind, 'MESSAGE'>}`)}
          />
        )}
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {t(`bookings.thread.sides.${message.side}`)}
        </Typography>
        <Typography component="span" variant="body2">
          {message.senderName ?? t('bookings.thread.unknownSender')}
        </Typography>
        <Typography component="time" dateTime={message.createdAt} variant="body2" color="text.secondary">
          {formatDateTime(message.createdAt)}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        color={message.body ? 'text.primary' : 'text.secondary'}
      >
        {message.body || t('bookings.thread.noBody')}
      </Typography>
    </Box>
  );
}

type MessageValues = z.input<typeof postMessageRequestSchema>;

function MessageForm({ side, bookingId }: { side: BookingSide; bookingId: number }) {
  const { t } = useTranslation();
  const post = usePostMessage(side, bookingId);
  const [refusal, setRefusal] = useState<BookingRefusal | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MessageValues, unknown, PostMessageRequest>({
    defaultValues: { body: '' },
    resolver: zodResolver(postMessageRequestSchema, { error: zodErrorMap }),
  });
  const { ref, ...bodyField } = register('body');

  const sending = useSendOnce(
    handleSubmit(async (request) => {
      setRefusal(null);
      try {
        await post.mutateAsync(request);
      } catch (error) {
        // Anything but the page's own refusals has been a toast already.
        setRefusal(bookingRefusal(error));
        return;
      }
      reset({ body: '' });
      showToast('success', t('bookings.thread.sent'));
    }),
  );

  return (
    // Paper keeps the thread, not the box to write in.
    <Stack component="form" noValidate onSubmit={sending.submit} spacing={1.5} data-print="hide">
      {refusal && <InlineError>{t(`bookings.refusals.${refusal}`)}</InlineError>}
      <TextInputField
        {...bodyField}
        inputRef={ref}
        label={t('bookings.thread.body')}
        hint={t('bookings.thread.hint', { max: MESSAGE_MAX_LENGTH })}
        multiline
        minRows={3}
        required
        fullWidth
        errorMessage={errors.body?.message}
      />
      <SendButton type="submit" variant="contained" busy={sending.busy} sx={{ alignSelf: 'flex-end' }}>
        {sending.busy ? t('bookings.thread.sending') : t('bookings.thread.send')}
      </SendButton>
    </Stack>
  );
}
