import Button from '@mui/material/Button';
import type { Advertiser } from '@tvcm/contracts';
import { useState } from 'react';
import { QueryFallback } from '../../../components/query-fallback';
import { useTranslation } from '../../../lib/i18n';
import { useAdvertisers } from '../api/get-advertisers';
import { AdvertiserFormDialog } from './advertiser-form-dialog';
import { AdvertisersTable } from './advertisers-table';
import { ArchiveAdvertiserDialog } from './archive-advertiser-dialog';
import { SettingsSection } from './settings-section';

/** What the form dialog was last opened for: a new advertiser or one to edit, and which opening (each starts afresh). */
interface Editing {
  advertiser: Advertiser | null;
  opening: number;
}

/** The company's advertisers: the list, the form to add or edit one, and archiving with a confirmation. */
export function AdvertisersSection() {
  const { t } = useTranslation();
  const advertisers = useAdvertisers();
  // Kept after closing, so the dialog's content stays while it fades out.
  const [editing, setEditing] = useState<Editing>({ advertiser: null, opening: 0 });
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (advertiser: Advertiser | null) => {
    setEditing((previous) => ({ advertiser, opening: previous.opening + 1 }));
    setFormOpen(true);
  };
  const [archiving, setArchiving] = useState<Advertiser | null>(null);

  return (
    <SettingsSection
      title={t('advertisers.list.heading')}
      actions={
        <Button variant="contained" onClick={() => openForm(null)} disabled={!advertisers.data}>
          {t('advertisers.list.add')}
        </Button>
      }
    >
      {advertisers.data ? (
        <AdvertisersTable advertisers={advertisers.data.advertisers} onEdit={openForm} onArchive={setArchiving} />
      ) : (
        <QueryFallback error={advertisers.error} />
      )}
      <AdvertiserFormDialog
        open={formOpen}
        advertiser={editing.advertiser}
        opening={editing.opening}
        onClose={() => setFormOpen(false)}
      />
      <ArchiveAdvertiserDialog advertiser={archiving} onClose={() => setArchiving(null)} />
    </SettingsSection>
  );
}
