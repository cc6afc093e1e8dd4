import { Box, Button, HStack, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { ChartColumn, FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { dollars, monthName } from '../../../common/leads/figures';
import { GOOGLE_ADS_CSV_PATH } from '../../../common/leads/report';
import { SITE_TIME_ZONE } from '../../../common/site-time';
import { trpc } from '../../trpc';
import { EmptyState, LoadError } from '../shared/TabParts';

interface Row {
  key: string;
  leads: number;
  estimates: number;
  won: number;
  wonValueCents: number;
}

const KIND_LABELS: Record<string, string> = {
  tel: 'Phone taps',
  mailto: 'E-mail taps',
  'form-start': 'Form starts',
};

function ReportTable({ caption, first, rows }: { caption: string; first: string; rows: Row[] }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="line">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" mb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{first}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Leads</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Estimates</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Won</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Won value</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell overflowWrap="anywhere" maxW="12rem">
                {row.key}
              </Table.Cell>
              <Table.Cell textAlign="end">{row.leads}</Table.Cell>
              <Table.Cell textAlign="end">{row.estimates}</Table.Cell>
              <Table.Cell textAlign="end">{row.won}</Table.Cell>
              <Table.Cell textAlign="end">{dollars(row.wonValueCents / 100)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * Where the leads came from (docs/leads.md#attribution): per month in Los Angeles time, leads, estimates, won jobs
 * and won value by source and by landing page, taps on phone and e-mail links and form starts per page, and the
 * Google Ads offline-conversion file of won leads.
 */
export function LeadReport() {
  const report = trpc.admin.leadReport.monthly.useQuery();
  const selectId = useId();
  const months = [
    ...new Set([
      ...(report.data?.bySource.map((row) => row.month) ?? []),
      ...(report.data?.pageEvents.map((row) => row.month) ?? []),
    ]),
  ].sort((a, b) => b.localeCompare(a));
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen && months.includes(chosen) ? chosen : months[0];
  if (report.isPending) return <Skeleton h="48" borderRadius="lg" />;
  if (report.isError) return <LoadError what="the report" onRetry={() => void report.refetch()} />;
  const csvLink = (
    <Button asChild size="sm" variant="outline">
      <a href={GOOGLE_ADS_CSV_PATH} download>
        <FileDown size={16} aria-hidden="true" /> Google Ads conversions (CSV)
      </a>
    </Button>
  );
  if (!month) {
    return (
      <Stack gap="4">
        <EmptyState
          icon={<ChartColumn size={40} />}
          title="No Leads to Report Yet"
          text="Once visitors send requests, this shows where they came from and which became jobs."
        />
      </Stack>
    );
  }
  const ofMonth = <T extends { month: string }>(rows: T[]) => rows.filter((row) => row.month === month);
  const events = ofMonth(report.data.pageEvents);
  const pages = [...new Set(events.map((row) => row.page))].sort();
  const eventCount = (page: string, kind: string) =>
    events.filter((row) => row.page === page && row.kind === kind).reduce((sum, row) => sum + row.count, 0);
  return (
    <Stack gap="6" data-testid="lead-report">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="2">
          <Text asChild fontWeight="medium" fontSize="sm">
            <label htmlFor={selectId}>Month</label>
          </Text>
          <NativeSelect.Root size="sm" w="auto">
            <NativeSelect.Field
              id={selectId}
              value={month}
              onChange={(event) => setChosen(event.target.value)}
            >
              {months.map((value) => (
                <option key={value} value={value}>
                  {monthName(value)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {csvLink}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Spam left out; months and days in {SITE_TIME_ZONE.split('/')[1]?.replace('_', ' ')} time. A lead
        counts as an estimate once its status is Estimate sent or Won.
      </Text>
      {ofMonth(report.data.bySource).length > 0 && (
        <ReportTable caption="By source" first="Source" rows={ofMonth(report.data.bySource)} />
      )}
      {ofMonth(report.data.byLandingPage).length > 0 && (
        <ReportTable
          caption="By landing page"
          first="Landing page"
          rows={ofMonth(report.data.byLandingPage)}
        />
      )}
      {pages.length > 0 && (
        <Box overflowX="auto">
          <Table.Root size="sm" variant="line">
            <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" mb="2">
              Taps and form starts by page
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Page</Table.ColumnHeader>
                {Object.values(KIND_LABELS).map((label) => (
                  <Table.ColumnHeader key={label} textAlign="end">
                    {label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {pages.map((page) => (
                <Table.Row key={page}>
                  <Table.Cell>{page}</Table.Cell>
                  {Object.keys(KIND_LABELS).map((kind) => (
                    <Table.Cell key={kind} textAlign="end">
                      {eventCount(page, kind)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
