import type { Insertable } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { StationProfilesTable } from '../../db/schema';
import { DEMO_STATIONS, type DemoStation } from './demo-stations';

/**
 * What each demo station shows on the TV station page (DOMAIN.md): how it sells (15-second units,
 * tables two months ahead, about five weeks of sales, last-minute slots after), that an application
 * is not a contract, its cancellation and screening rules, and a fictional contact.
 */
interface DemoAreaTerms {
  coverage: string;
  /** Where the area's TXN station covers less than the other four, as in the real markets. */
  txnCoverage?: string;
  phonePrefix: string;
  salesDepartment: string;
  applicationDeadline: string;
  screeningDays: number;
}

const AREA_TERMS: Record<string, DemoAreaTerms> = {
  kanto: {
    coverage: '関東広域圏（東京都・神奈川県・埼玉県・千葉県・茨城県・栃木県・群馬県の1都6県）',
    phonePrefix: '03-0000-',
    salesDepartment: '営業局 スポット営業部',
    applicationDeadline: '放送日の7営業日前 17:00まで。直前枠は放送日の3営業日前 12:00まで。',
    screeningDays: 5,
  },
  kansai: {
    coverage: '近畿広域圏（大阪府・京都府・兵庫県・奈良県・滋賀県・和歌山県の2府4県）',
    txnCoverage: '大阪府（近隣府県の一部でも受信可能）',
    phonePrefix: '06-0000-',
    salesDepartment: '営業本部 スポット営業部',
    applicationDeadline: '放送日の7営業日前 17:00まで。直前枠は放送日の3営業日前 15:00まで。',
    screeningDays: 5,
  },
  chukyo: {
    coverage: '中京広域圏（愛知県・岐阜県・三重県の3県）',
    txnCoverage: '愛知県',
    phonePrefix: '052-000-',
    salesDepartment: '営業局 営業部 スポット担当',
    applicationDeadline: '放送日の6営業日前 17:00まで。直前枠は放送日の3営業日前 12:00まで。',
    screeningDays: 4,
  },
  hokkaido: {
    coverage: '北海道全域',
    txnCoverage: '北海道（札幌・旭川・函館・室蘭・帯広・釧路・北見の各地域）',
    phonePrefix: '011-000-',
    salesDepartment: '営業部 スポット営業グループ',
    applicationDeadline: '放送日の5営業日前 17:00まで。直前枠は放送日の2営業日前 12:00まで。',
    screeningDays: 3,
  },
  fukuoka: {
    coverage: '福岡県・佐賀県（北部九州）',
    txnCoverage: '福岡県',
    phonePrefix: '092-000-',
    salesDepartment: '営業局 スポット営業部',
    applicationDeadline: '放送日の5営業日前 17:00まで。直前枠は放送日の2営業日前 12:00まで。',
    screeningDays: 3,
  },
};

/** A few stations have something to announce; the others leave the notices empty. */
const NOTICES: Record<string, string> = {
  'kanto-NNN':
    '年末年始（12月28日〜1月4日）は特別編成のため、販売単位と申込締切が通常と異なります。\n詳しくは11月中旬にお送りするご案内をご確認ください。',
  'kanto-FNN': '2月の販売価格・セールス状況表は12月1日に公開します。',
  'kansai-NNN':
    '大型スポーツ中継に伴い、一部の週で番組編成が変わる場合があります。変更時は申込済みの広告会社様へ個別にご連絡します。',
  'chukyo-ANN': '素材の搬入はオンライン送稿のみとなりました（テープでの搬入は受け付けておりません）。',
  'hokkaido-JNN': '冬季の災害報道により、予定していたCMが放送できなかった場合は、振替放送についてご相談させていただきます。',
  'fukuoka-TXN': '3月改編期の販売は1月第2週に開始します。',
};

function profileOf(station: DemoStation, stationId: number, nowIso: string): Insertable<StationProfilesTable> | null {
  const area = AREA_TERMS[station.areaCode];
  if (!area) return null;
  const extension = String(station.remoteKey * 100 + 10).padStart(4, '0');
  return {
    station_id: stationId,
    coverage: (station.networkCode === 'TXN' && area.txnCoverage) || area.coverage,
    sales_unit: '15秒単位（30秒は15秒2本分）。SB・PTとも同じ単位で販売します。',
    tables_published: '放送月の2か月前の第1営業日に「販売価格・セールス状況表」を公開します。',
    sales_window: '公開日から約5週間が通常枠の販売期間です。期間後に残った枠は直前枠として、申込締切まで販売します。',
    application_deadline: area.applicationDeadline,
    contract_notice:
      'お申込みは契約ではありません。当社からの契約成立の通知（本サービス上のメッセージまたはメール）が届いた時点で契約成立となります。',
    cancellation:
      '契約成立前の取り消しは無償です。契約成立後の取り消し・変更は放送日の10営業日前までにご連絡ください。それ以降の取り消しは料金の全額を申し受けます。',
    screening: `新規の広告主は業態考査が必要です（${area.screeningDays}営業日程度）。素材は放送日の3営業日前までに搬入し、素材考査を受けてください。`,
    contact_department: area.salesDepartment,
    contact_phone: `${area.phonePrefix}${extension}`,
    contact_email: `spot-sales@${station.code.toLowerCase()}.example.jp`,
    notices: NOTICES[station.code] ?? '',
    updated_at: nowIso,
    updated_by_user_id: null,
  };
}

/**
 * The demo stations' profiles, for the stations that have none: a profile a station administrator
 * has edited is never overwritten, and a database from before the TV station page gets them on its
 * next start.
 */
export async function seedDemoStationProfiles(db: AppDatabase, stationIds: ReadonlyMap<string, number>, nowIso: string) {
  const rows = DEMO_STATIONS.flatMap((station) => {
    const stationId = stationIds.get(station.code);
    const profile = stationId === undefined ? null : profileOf(station, stationId, nowIso);
    return profile ? [profile] : [];
  });
  if (rows.length === 0) return;
  await db
    .insertInto('station_profiles')
    .values(rows)
    .onConflict((conflict) => conflict.column('station_id').doNothing())
    .execute();
}
