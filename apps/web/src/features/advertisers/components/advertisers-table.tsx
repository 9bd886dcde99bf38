import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Advertiser } from '@tvcm/contracts';
import { TableScroller } from '../../../components/table-scroller';
import { formatList } from '../../../lib/format-list';
import { useTranslation } from '../../../lib/i18n';

interface AdvertisersTableProps {
  advertisers: readonly Advertiser[];
  onEdit: (advertiser: Advertiser) => void;
  onArchive: (advertiser: Advertiser) => void;
}

/** The company's advertisers by code: one row each, with its brands and linked company. */
export function AdvertisersTable({ advertisers, onEdit, onArchive }: AdvertisersTableProps) {
  const { t } = useTranslation();
  const none = t('advertisers.none');
  return (
    <TableScroller label={t('advertisers.list.tableLabel')}>
      <Table size="small" aria-label={t('advertisers.list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('advertisers.list.code')}</TableCell>
            <TableCell>{t('advertisers.list.name')}</TableCell>
            <TableCell>{t('advertisers.list.industry')}</TableCell>
            <TableCell>{t('advertisers.list.brands')}</TableCell>
            <TableCell>{t('advertisers.list.linkedCompany')}</TableCell>
            <TableCell>{t('advertisers.list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {advertisers.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                {t('advertisers.list.empty')}
              </TableCell>
            </TableRow>
          )}
          {advertisers.map((advertiser) => (
            <TableRow key={advertiser.id}>
              <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {advertiser.code}
              </TableCell>
              <TableCell>{advertiser.name}</TableCell>
              <TableCell>{t(`industries.${advertiser.industry}`)}</TableCell>
              <TableCell>{advertiser.brands.length > 0 ? formatList(advertiser.brands) : none}</TableCell>
              <TableCell>
                {advertiser.linkedCompany
                  ? t('advertisers.list.linkedCompanyValue', {
                      name: advertiser.linkedCompany.name,
                      code: advertiser.linkedCompany.code,
                    })
                  : none}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    aria-label={t('advertisers.list.editLabel', { name: advertiser.name })}
                    onClick={() => onEdit(advertiser)}
                  >
                    {t('advertisers.list.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('advertisers.list.archiveLabel', { name: advertiser.name })}
                    onClick={() => onArchive(advertiser)}
                  >
                    {t('advertisers.list.archive')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
