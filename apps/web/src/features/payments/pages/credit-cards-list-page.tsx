import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { can, type CreditCard } from '@kinderly/shared';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { selectRole, useAuthStore } from '../../../lib/auth/index.ts';
import { useCreditCards } from '../api/get-credit-cards.ts';
import { useDeleteCreditCard } from '../api/delete-credit-card.ts';
import { formatExpiry } from '../lib/format.ts';
import { PayOrderPanel } from '../components/pay-order-panel.tsx';
import { ConnectedAccountPage } from './connected-account-page.tsx';

/**
 * /app/credit-cards-list: every role may open it (SPEC section 6). Those who pay (parents, nannies, the
 * administrator) see their saved cards; a home provider, who is paid, sees the payout account instead.
 */
export function CreditCardsListPage() {
  const role = useAuthStore(selectRole);
  return can(role, 'addCreditCard') ? <SavedCardsPage /> : <ProviderPaymentsPage />;
}

function ProviderPaymentsPage() {
  const { t } = useTranslation('payments');
  return (
    <>
      <PageHeader title={t('cards.providerTitle')} intro={t('cards.providerIntro')} />
      <ConnectedAccountPage />
    </>
  );
}

/** The saved cards, the default one marked, each deletable after a confirmation. */
function SavedCardsPage() {
  const { t, i18n } = useTranslation('payments');
  const { enqueueSnackbar } = useSnackbar();
  const dialog = useDialog();
  const cards = useCreditCards();
  const remove = useDeleteCreditCard();
  // The "payment failed" mail and the hosted payment page bring the parent here to pay one day.
  const [params] = useSearchParams();
  const payOrder = params.get('payOrder');

  const onDelete = async (card: CreditCard) => {
    const names = { brand: t(`brands.${card.brand}`), last4: card.last4 };
    try {
      await dialog.confirm({
        title: t('cards.deleteTitle'),
        message: t('cards.deleteMessage', names),
        confirmText: t('cards.deleteConfirm'),
        destructive: true,
      });
    } catch (error) {
      if (isDialogDismissed(error)) return;
      throw error;
    }
    remove.mutate(card.id, {
      onSuccess: () => enqueueSnackbar(t('cards.deleted'), { variant: 'success' }),
      onError: (error) => !isHandledApiError(error) && enqueueSnackbar(t('cards.deleteFailed'), { variant: 'error' }),
    });
  };

  return (
    <>
      <PageHeader title={t('cards.title')} intro={t('cards.intro')} />
      {cards.isPending && <LoadingState />}
      {cards.isError && <LoadError onRetry={() => void cards.refetch()} />}
      {cards.data && (
        <Stack spacing={2.5}>
          {payOrder && (
            <PayOrderPanel orderId={payOrder} returnedFromCheckout={params.has('checkoutSession')} cards={cards.data} />
          )}
          {cards.data.length === 0 ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography>{t('cards.empty')}</Typography>
            </Paper>
          ) : (
            <Paper variant="outlined">
              <List aria-label={t('cards.listLabel')} disablePadding>
                {cards.data.map((card, index) => {
                  const names = { brand: t(`brands.${card.brand}`), last4: card.last4 };
                  return (
                    <ListItem
                      key={card.id}
                      divider={index < cards.data.length - 1}
                      secondaryAction={
                        <IconButton
                          edge="end"
                          aria-label={t('cards.delete', names)}
                          onClick={() => void onDelete(card)}
                          disabled={remove.isPending}
                        >
                          <DeleteIcon />
                        </IconButton>
                      }
                      sx={{ py: 1.5, pr: 8 }}
                    >
                      <ListItemIcon sx={{ minWidth: 44 }}>
                        <CreditCardIcon />
                      </ListItemIcon>
                      <ListItemText
                        primary={
                          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                            <span>{t('cards.ending', names)}</span>
                            {card.isDefault && <Chip size="small" color="primary" label={t('cards.default')} />}
                          </Stack>
                        }
                        secondary={t('cards.expires', {
                          date: formatExpiry(card.expMonth, card.expYear, i18n.language),
                        })}
                      />
                    </ListItem>
                  );
                })}
              </List>
            </Paper>
          )}
          <Button
            component={Link}
            to="/app/payment-info-stripe"
            variant="contained"
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {t('cards.add')}
          </Button>
        </Stack>
      )}
    </>
  );
}
