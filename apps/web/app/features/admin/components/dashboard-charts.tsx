import type { Locale } from '@casino/contracts/locales';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatBalance } from '../../../lib/money';
import { formatAxisAmount, type DailyRow } from '../dashboard-data';

// Recharts draws in the browser only: this module (and the library, about 100 KB gzip) is a
// chunk of its own that the dashboard loads after hydration. The figures themselves are in the
// server's HTML (the period cards and the daily table).

export type ChartKind = 'revenue' | 'flows';

/** Each chart's series: the field of a day, its name in `admin:figures`, its colour. */
const SERIES = {
  revenue: [
    { field: 'ggr', label: 'ggr', color: '#34d399' },
    { field: 'ngr', label: 'ngr', color: '#a78bfa' },
  ],
  flows: [
    { field: 'deposits', label: 'deposits', color: '#38bdf8' },
    { field: 'withdrawals', label: 'withdrawals', color: '#fb7185' },
  ],
} as const;

/** The lowest top of the amount axis, in minor units (100 major). */
const MIN_AXIS_TOP = 10_000;

const AXIS = { stroke: '#5b6585', fontSize: 12, tickLine: false, axisLine: false } as const;

type DashboardChartProps = {
  kind: ChartKind;
  /** One currency's days, oldest first (amounts in minor units, plotted as they are). */
  rows: readonly DailyRow[];
  currency: string;
  locale: Locale;
};

/** GGR and NGR as bars, or deposits and withdrawals as lines, per day over 30 days. */
export function DashboardChart({ kind, rows, currency, locale }: DashboardChartProps) {
  const { t } = useTranslation('admin');
  const series = SERIES[kind].map((entry) => ({ ...entry, name: t(`figures.${entry.label}`) }));
  const values = rows.flatMap((row) => series.map(({ field }) => row[field]));
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const parts = [
    <CartesianGrid key="grid" stroke="rgba(255,255,255,0.06)" vertical={false} />,
    <XAxis key="x" dataKey="date" tickFormatter={(date: string) => date.slice(5)} {...AXIS} />,
    <YAxis
      key="y"
      width={64}
      // From zero (or below, for a day the players won) to a round top; at least 100 major
      // units, or a month without money would tick in cents.
      domain={[Math.min(0, low), high < MIN_AXIS_TOP ? MIN_AXIS_TOP : 'auto']}
      tickFormatter={(value: number) => formatAxisAmount(value, currency, locale)}
      {...AXIS}
    />,
    <Tooltip
      key="tooltip"
      formatter={(value) => formatBalance(Number(value), currency, locale)}
      contentStyle={{
        background: '#0e1321',
        border: '1px solid rgba(255,255,255,0.1)',
        borderRadius: 12,
        fontSize: 13,
      }}
      labelStyle={{ color: '#e8ecf7', marginBottom: 4 }}
      cursor={{ fill: 'rgba(255,255,255,0.04)' }}
    />,
    <Legend key="legend" iconType="circle" wrapperStyle={{ fontSize: 13 }} />,
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      {kind === 'revenue' ? (
        <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {parts}
          {series.map(({ field, name, color }) => (
            <Bar key={field} dataKey={field} name={name} fill={color} radius={[3, 3, 0, 0]} />
          ))}
        </BarChart>
      ) : (
        <LineChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {parts}
          {series.map(({ field, name, color }) => (
            <Line
              key={field}
              dataKey={field}
              name={name}
              stroke={color}
              strokeWidth={2}
              dot={false}
              type="monotone"
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
