import type { PlanDetail, PlanFigures, PlanGoal, PlanLine, PlanListQuery, PlanStatus, PlanSummary } from '@tvcm/contracts';
import {
  buildSpreadsheet,
  datedFileName,
  type SpreadsheetColumn,
  type SpreadsheetDetail,
  type SpreadsheetFile,
} from '../../lib/spreadsheet';

const STATUS_LABELS: Record<PlanStatus, string> = { DRAFT: '作成中', CARTED: 'カート作成済', APPLIED: '申込済' };
const GOAL_LABELS: Record<PlanGoal, string> = {
  maxGrp: '予算内で最大のターゲットGRP',
  grp: '目標ターゲットGRPを最小費用で',
  reach1: '到達率（1回以上）を最小費用で',
  reach3: '到達率（3回以上）を最小費用で',
};
const KIND_LABELS: Record<PlanLine['kind'], string> = { slot: 'テレビCM', streaming: '配信', oneday: 'デジタル1day' };
const period = (from: string, to: string) => `${from.replaceAll('-', '/')}〜${to.replaceAll('-', '/')}`;
const percent = (value: number) => `${value.toFixed(1)}%（推定）`;

const LINE_COLUMNS: SpreadsheetColumn<PlanLine>[] = [
  { key: 'kind', heading: '種別', kind: 'text', value: (line) => KIND_LABELS[line.kind] },
  { key: 'station', heading: '放送局', kind: 'text', value: (line) => line.station.shortName },
  { key: 'date', heading: '放送日・配信開始日', kind: 'date', value: (line) => line.date ?? line.deliveryStart },
  { key: 'time', heading: '時刻', kind: 'broadcastTime', value: (line) => line.start },
  { key: 'name', heading: '番組・商品', kind: 'text', value: (line) => line.programmeTitle ?? line.title ?? '' },
  { key: 'position', heading: 'SB/PT', kind: 'text', value: (line) => line.position ?? '' },
  { key: 'unitPrice', heading: '単価', kind: 'yen', value: (line) => line.unitPrice },
  { key: 'units', heading: '数量', kind: 'integer', value: (line) => line.units },
  { key: 'amount', heading: '金額', kind: 'yen', value: (line) => line.amount },
  { key: 'rating', heading: 'ターゲット視聴率（推定）', kind: 'rating', value: (line) => line.rating },
  { key: 'targetGrp', heading: 'ターゲットGRP', kind: 'rating', value: (line) => line.targetGrp },
  { key: 'impressions', heading: 'インプレッション（推定）', kind: 'integer', value: (line) => line.impressions },
  { key: 'cpm', heading: 'CPM', kind: 'yen', value: (line) => line.cpm },
  { key: 'pinned', heading: '固定', kind: 'text', value: (line) => (line.pinned ? '固定' : '') },
  { key: 'available', heading: '販売状況', kind: 'text', value: (line) => (line.available ? '販売中' : '販売終了') },
];

function figureDetails(figures: PlanFigures): SpreadsheetDetail[] {
  return [
    { label: '金額', value: figures.amount, kind: 'yen' },
    { label: 'テレビCM本数', value: figures.spots, kind: 'integer' },
    { label: 'GRP（世帯）', value: figures.grp, kind: 'rating' },
    { label: 'ターゲットGRP', value: figures.targetGrp, kind: 'rating' },
    { label: 'インプレッション（推定）', value: figures.impressions, kind: 'integer' },
    { label: 'パーコスト', value: figures.perCost, kind: 'yen' },
    { label: 'CPM', value: figures.cpm, kind: 'yen' },
    { label: '到達率1+', value: percent(figures.reach1) },
    { label: '到達率3+', value: percent(figures.reach3) },
    { label: '平均接触回数', value: `${figures.frequency.toFixed(1)}回（推定）` },
  ];
}

/** A plan as an `.xlsx`: its conditions and figures above, its lines below with their totals. */
export async function planFile(plan: PlanDetail, today: string): Promise<SpreadsheetFile> {
  const details: SpreadsheetDetail[] = [
    { label: 'プラン名', value: plan.name },
    { label: '広告主', value: plan.advertiser?.name ?? '' },
    { label: 'エリア', value: plan.area.name },
    { label: '放送期間', value: period(plan.dateFrom, plan.dateTo) },
    { label: '予算', value: plan.budget, kind: 'yen' },
    { label: '目標', value: GOAL_LABELS[plan.goal] },
    { label: '状態', value: STATUS_LABELS[plan.status] },
    ...figureDetails(plan.figures),
    ...(plan.optimality ? [{ label: '最適性', value: `最適解との差 ${plan.optimality.gapPercent.toFixed(1)}%以内` }] : []),
    { label: '作成日', value: today, kind: 'date' },
  ];
  const content = await buildSpreadsheet({
    sheetName: 'プラン',
    title: `プラン ${plan.name}`,
    details,
    columns: LINE_COLUMNS,
    rows: plan.lines,
    totals: [
      {
        label: '合計',
        values: {
          units: plan.lines.reduce((sum, line) => sum + line.units, 0),
          amount: plan.lines.reduce((sum, line) => sum + line.amount, 0),
          targetGrp: plan.lines.reduce((sum, line) => sum + line.targetGrp, 0),
          impressions: plan.lines.reduce((sum, line) => sum + line.impressions, 0),
        },
      },
    ],
  });
  return { content, fileName: datedFileName(['プラン', plan.name], today), asciiFileName: `plan-${plan.id}.xlsx` };
}

const LIST_COLUMNS: SpreadsheetColumn<PlanSummary>[] = [
  { key: 'name', heading: 'プラン名', kind: 'text', value: (plan) => plan.name },
  { key: 'advertiser', heading: '広告主', kind: 'text', value: (plan) => plan.advertiser?.name ?? '' },
  { key: 'area', heading: 'エリア', kind: 'text', value: (plan) => plan.area.name },
  { key: 'from', heading: '放送開始日', kind: 'date', value: (plan) => plan.dateFrom },
  { key: 'to', heading: '放送終了日', kind: 'date', value: (plan) => plan.dateTo },
  { key: 'budget', heading: '予算', kind: 'yen', value: (plan) => plan.budget },
  { key: 'amount', heading: '金額', kind: 'yen', value: (plan) => plan.figures.amount },
  { key: 'targetGrp', heading: 'ターゲットGRP', kind: 'rating', value: (plan) => plan.figures.targetGrp },
  { key: 'reach1', heading: '到達率1+（推定、%）', kind: 'text', value: (plan) => plan.figures.reach1.toFixed(1) },
  { key: 'status', heading: '状態', kind: 'text', value: (plan) => STATUS_LABELS[plan.status] },
  { key: 'updatedBy', heading: '更新者', kind: 'text', value: (plan) => plan.updatedBy?.name ?? '' },
  { key: 'updatedAt', heading: '更新日', kind: 'date', value: (plan) => plan.updatedAt.slice(0, 10) },
];

/** プラン一覧 as an `.xlsx`: the filtered list, its conditions in words above. */
export async function planListFile(
  query: Omit<PlanListQuery, 'page'>,
  data: { items: PlanSummary[]; total: number },
  today: string,
): Promise<SpreadsheetFile> {
  const conditions: string[] = [];
  if (query.status) conditions.push(`状態 ${STATUS_LABELS[query.status]}`);
  if (query.area) conditions.push(`エリア ${data.items[0]?.area.name ?? query.area}`);
  if (query.from || query.to) conditions.push(`放送期間 ${period(query.from ?? '', query.to ?? '')}`);
  if (query.q) conditions.push(`検索「${query.q}」`);
  const content = await buildSpreadsheet({
    sheetName: 'プラン一覧',
    title: 'プラン一覧',
    details: [
      { label: '条件', value: conditions.length > 0 ? conditions.join('、') : 'なし' },
      {
        label: '件数',
        value: data.total > data.items.length ? `${data.total}件中 先頭${data.items.length}件` : `${data.total}件`,
      },
      { label: '作成日', value: today, kind: 'date' },
    ],
    columns: LIST_COLUMNS,
    rows: data.items,
    totals: [
      {
        label: '合計',
        values: {
          budget: data.items.reduce((sum, plan) => sum + plan.budget, 0),
          amount: data.items.reduce((sum, plan) => sum + plan.figures.amount, 0),
        },
      },
    ],
  });
  return { content, fileName: datedFileName(['プラン一覧'], today), asciiFileName: `plans-${today.replaceAll('-', '')}.xlsx` };
}
