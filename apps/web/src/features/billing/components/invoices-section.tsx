import { Badge, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { Transaction } from '@tabletalk/contracts';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useInvoicePdf } from '../api/get-invoice-pdf';
import { useTransactionHistory } from '../api/get-transaction-history';
import { browserWindow } from '../utils/browser-window';
import { formatDay, formatMoney } from '../utils/format';

const STATUS_COLORS: Record<Transaction['status'], string> = {
  paid: 'teal',
  refunded: 'gray',
  failed: 'red',
};

function InvoiceRow({ payment }: { payment: Transaction }) {
  const pdf = useInvoicePdf();
  const day = formatDay(payment.createdAt);
  const handleOpen = (invoiceId: string) => {
    // Opened inside the click, filled once the address is known: popup blockers allow that.
    const tab = browserWindow.openPendingTab();
    pdf.mutate(invoiceId, { onSuccess: (url) => tab.show(url), onError: () => tab.close() });
  };
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{day}</Table.Td>
      <Table.Td>{payment.description}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} ta="right">
        {formatMoney(payment.amount, payment.currency)}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={STATUS_COLORS[payment.status]}>
          {payment.status}
        </Badge>
      </Table.Td>
      <Table.Td>
        {payment.invoiceId ? (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={pdf.isPending}
            onClick={() => payment.invoiceId && handleOpen(payment.invoiceId)}
            aria-label={`PDF of the invoice of ${day}: ${payment.description}`}
          >
            PDF
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

function InvoicesBody() {
  const history = useTransactionHistory();
  if (history.isPending) return <CenteredLoader label="Loading payments" />;
  if (history.error) {
    return <QueryError error={history.error} onRetry={() => history.refetch()} />;
  }
  if (history.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="invoices-empty">
        No payments yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Invoice</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((payment) => (
            <InvoiceRow key={payment._id} payment={payment} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The organization's payments (subscription invoices, packs), each invoice's PDF a click away. */
export function InvoicesSection() {
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby="invoices-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="invoices-title">
          Invoices
        </Title>
        <InvoicesBody />
      </Stack>
    </Card>
  );
}
