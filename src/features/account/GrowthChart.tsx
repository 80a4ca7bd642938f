/**
 * The overview's 7-day growth chart (points and balance changes per day). Everything it shows is computed on the
 * server; the same figures are in the table next to it for screen readers and for pages without JavaScript.
 */
import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';

ChartJS.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend);

export interface GrowthChartProps {
  days: string[];
  score: number[];
  money: number[];
  labels: { score: string; money: string; chart: string };
  locale: string;
}

export default function GrowthChart({ days, score, money, labels, locale }: GrowthChartProps) {
  const number = new Intl.NumberFormat(locale);
  return (
    <div className="chart-box">
      <Line
        aria-label={labels.chart}
        role="img"
        data={{
          labels: days,
          datasets: [
            {
              label: labels.score,
              data: score,
              borderColor: '#0b5d5e',
              backgroundColor: 'rgba(11, 93, 94, 0.15)',
              tension: 0.3,
              yAxisID: 'score',
            },
            {
              label: labels.money,
              data: money,
              borderColor: '#d4a017',
              backgroundColor: 'rgba(212, 160, 23, 0.15)',
              tension: 0.3,
              yAxisID: 'money',
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          locale,
          interaction: { mode: 'index', intersect: false },
          plugins: { legend: { position: 'bottom' } },
          scales: {
            score: { type: 'linear', position: 'left', ticks: { callback: (v) => number.format(Number(v)) } },
            money: {
              type: 'linear',
              position: 'right',
              grid: { drawOnChartArea: false },
              ticks: { callback: (v) => number.format(Number(v)) },
            },
          },
        }}
      />
    </div>
  );
}
