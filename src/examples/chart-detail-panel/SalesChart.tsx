import {lazy, Suspense} from 'react';
import Skeleton from '@mui/material/Skeleton';
import {MONTHS, type SalesRep} from './makeData';

// The chart library is loaded the first time a panel opens, not with the page:
// a visitor who never expands a row never downloads it.
const LineChart = lazy(() => import('@mui/x-charts/LineChart').then((module) => ({default: module.LineChart})));

const HEIGHT = 240;

export function SalesChart({rep}: {rep: SalesRep}) {
  const months = MONTHS.slice(rep.startMonth);
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={HEIGHT} />}>
      <LineChart
        height={HEIGHT}
        xAxis={[{scaleType: 'point', data: months}]}
        yAxis={[{label: 'k$', min: 0}]}
        series={[{data: rep.monthlySales, label: `${rep.name}: monthly sales (k$)`, showMark: true}]}
      />
    </Suspense>
  );
}
