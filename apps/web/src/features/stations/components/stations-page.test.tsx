import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API_ERROR_CODES, type StationProfile, type StationsResponse, type StationWithProfile } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { type ApiHandlers, apiErrorResponse, jsonResponse, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { type GuideLinks, StationsPage } from './stations-page';

const PROFILE: StationProfile = {
  coverage: '関東広域圏（1都6県）',
  salesUnit: '15秒単位',
  tablesPublished: '放送月の2か月前の第1営業日',
  salesWindow: '公開日から約5週間',
  applicationDeadline: '放送日の7営業日前 17:00まで',
  contractNotice: 'お申込みは契約ではありません。',
  cancellation: '契約成立前の取り消しは無償です。',
  screening: '業態考査と素材考査があります。',
  contactDepartment: '営業局 スポット営業部',
  contactPhone: '03-0000-0410',
  contactEmail: 'spot-sales@kanto-nnn.example.jp',
  notices: '年末年始は特別編成です。\n詳しくはご案内をご確認ください。',
  updatedAt: '2026-11-27T01:00:00.000Z',
};

function station(
  overrides: Partial<StationWithProfile> & Pick<StationWithProfile, 'id' | 'name' | 'areaCode'>,
): StationWithProfile {
  return {
    code: `${overrides.areaCode}-${overrides.id}`,
    shortName: overrides.name.slice(0, 3),
    network: { code: 'NNN', name: 'NNN系列', colour: '#E8A100' },
    remoteKey: 4,
    profile: PROFILE,
    editable: false,
    ...overrides,
  };
}

const MINATO = station({ id: 1, name: 'みなとテレビ', areaCode: 'kanto', editable: true });
const ASANAGI = station({
  id: 2,
  name: '朝凪テレビ',
  areaCode: 'kanto',
  remoteKey: 5,
  network: { code: 'ANN', name: 'ANN系列', colour: '#0079C2' },
  profile: null,
});
const NANIWA = station({ id: 6, name: 'なにわテレビ', areaCode: 'kansai', profile: { ...PROFILE, coverage: '近畿広域圏' } });

const stationsOf = (kanto: StationWithProfile[]): StationsResponse => ({
  areas: [
    { code: 'kanto', name: '関東', stations: kanto },
    { code: 'kansai', name: '関西', stations: [NANIWA] },
  ],
});

const BOTH_LINKS: GuideLinks = { timetable: true, slots: true };

function renderPage(path = '/info/tvstation', guideLinks = BOTH_LINKS, handlers: ApiHandlers = {}) {
  const requests = mockApi({ 'GET /api/stations': () => jsonResponse(200, stationsOf([MINATO, ASANAGI])), ...handlers });
  const view = renderRoutes([{ path: '/info/tvstation', element: <StationsPage guideLinks={guideLinks} /> }], path);
  return { ...view, requests };
}

const card = (name: string) => screen.findByRole('article', { name });
const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
const bodyOf = (request: RecordedRequest | undefined) => (request?.body ? (JSON.parse(request.body) as unknown) : null);
/** Puts `text` in place of what a field holds, as selecting it all and pasting would. */
async function replaceWith(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

/** A term's value in a card: the `dd` after the `dt` that names it. */
const termValue = (scope: HTMLElement, term: string) => within(scope).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('StationsPage', () => {
  it('shows the first area’s stations with their network, key, coverage, terms, contact and notices', async () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: '放送局情報' })).toBeInTheDocument();
    const panel = await screen.findByRole('tabpanel', { name: '関東' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['みなとテレビ', '朝凪テレビ']);

    const minato = await card('みなとテレビ');
    expect(minato).toHaveTextContent('リモコンキー4ch');
    expect(within(minato).getByText('NNN系列')).toBeInTheDocument();
    expect(termValue(minato, '放送エリア')).toHaveTextContent('関東広域圏（1都6県）');
    expect(termValue(minato, '販売単位')).toHaveTextContent('15秒単位');
    expect(termValue(minato, '申込と契約成立')).toHaveTextContent('お申込みは契約ではありません。');
    expect(termValue(minato, '考査')).toHaveTextContent('業態考査と素材考査があります。');
    expect(within(minato).getByRole('link', { name: '03-0000-0410' })).toHaveAttribute('href', 'tel:03-0000-0410');
    expect(within(minato).getByRole('link', { name: 'spot-sales@kanto-nnn.example.jp' })).toHaveAttribute(
      'href',
      'mailto:spot-sales@kanto-nnn.example.jp',
    );
    expect(within(minato).getByText(/年末年始は特別編成です。/)).toHaveTextContent(
      '年末年始は特別編成です。 詳しくはご案内をご確認ください。',
    );
    expect(within(minato).getByText('最終更新：2026/11/27 10:00')).toBeInTheDocument();

    // A station that has registered nothing says so in every field.
    const asanagi = await card('朝凪テレビ');
    expect(asanagi).toHaveTextContent('リモコンキー5ch');
    expect(termValue(asanagi, '放送エリア')).toHaveTextContent('未登録');
    expect(termValue(asanagi, '販売単位')).toHaveTextContent('未登録');
    expect(termValue(asanagi, 'メールアドレス')).toHaveTextContent('未登録');
    expect(within(asanagi).getByText('お知らせはありません。')).toBeInTheDocument();
    expect(within(asanagi).queryByText(/最終更新/)).not.toBeInTheDocument();
  });

  it('switches areas with the tabs and keeps the chosen area in the address', async () => {
    const { user, location } = renderPage();

    const tabs = await screen.findByRole('tablist', { name: 'エリア' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['関東', '関西']);
    expect(within(tabs).getByRole('tab', { name: '関東' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(tabs).getByRole('tab', { name: '関西' }));
    expect(within(tabs).getByRole('tab', { name: '関西' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: '関西' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'なにわテレビ' })).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'みなとテレビ' })).not.toBeInTheDocument();
    expect(location().search).toBe('?area=kansai');
  });

  it('opens on the area the address names', async () => {
    renderPage('/info/tvstation?area=kansai');
    expect(await screen.findByRole('tabpanel', { name: '関西' })).toBeInTheDocument();
  });

  it('falls back to the first area for an unknown one', async () => {
    renderPage('/info/tvstation?area=okinawa');
    expect(await screen.findByRole('tabpanel', { name: '関東' })).toBeInTheDocument();
  });

  it('links each station to the program guide and the normal slot list opened on it', async () => {
    renderPage('/info/tvstation?area=kansai');

    const naniwa = await card('なにわテレビ');
    expect(within(naniwa).getByRole('link', { name: 'なにわテレビを番組表で見る' })).toHaveAttribute(
      'href',
      '/agency/program_guide?area=kansai&station=6',
    );
    expect(within(naniwa).getByRole('link', { name: 'なにわテレビを枠一覧で見る' })).toHaveAttribute(
      'href',
      '/agency/positions?kind_cm=1&area=kansai&station=6',
    );
  });

  it('links only to the pages the user’s licences open', async () => {
    renderPage('/info/tvstation', { timetable: false, slots: true });

    const minato = await card('みなとテレビ');
    expect(within(minato).queryByRole('link', { name: /番組表で見る/ })).not.toBeInTheDocument();
    expect(within(minato).getByRole('link', { name: /枠一覧で見る/ })).toBeInTheDocument();
  });

  it('offers the edit only on the stations the user administers', async () => {
    renderPage();

    expect(within(await card('みなとテレビ')).getByRole('button', { name: 'みなとテレビの放送局情報を編集' })).toBeVisible();
    expect(within(await card('朝凪テレビ')).queryByRole('button', { name: /編集/ })).not.toBeInTheDocument();
  });

  it('edits a profile in a dialog checked with the contract, saves it and shows the list as saved', async () => {
    let current = MINATO;
    const { user, requests } = renderPage('/info/tvstation', BOTH_LINKS, {
      'GET /api/stations': () => jsonResponse(200, stationsOf([current, ASANAGI])),
      'PUT /api/stations/1/profile': (request) => {
        const saved = JSON.parse(request.body) as Omit<StationProfile, 'updatedAt'>;
        current = { ...MINATO, profile: { ...saved, updatedAt: '2026-11-28T02:30:00.000Z' } };
        return jsonResponse(200, current);
      },
    });

    await user.click(within(await card('みなとテレビ')).getByRole('button', { name: /編集/ }));
    const dialog = screen.getByRole('dialog', { name: 'みなとテレビの放送局情報を編集' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    // The controls are looked up before the first change: a query right after a change works out the
    // styles of the page afresh, one between two others reuses them.
    const area = field('放送エリア');
    const phone = field('電話番号');
    const email = field('メールアドレス');
    const notices = field('お知らせ');
    const save = within(dialog).getByRole('button', { name: '保存' });
    expect(area).toHaveFocus();
    expect(area).toHaveValue('関東広域圏（1都6県）');
    expect(within(dialog).getByRole('group', { name: '販売条件' })).toBeInTheDocument();
    expect(notices).toHaveValue(PROFILE.notices);

    // What the contract refuses is said under the field, and nothing is sent.
    await replaceWith(user, phone, '03-1234');
    await replaceWith(user, email, 'spot-sales');
    await user.click(save);
    expect(
      await within(dialog).findByText('電話番号は0から始まる10桁または11桁の数字で入力してください（ハイフン可）。'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('メールアドレスの形式で入力してください。')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await replaceWith(user, phone, '０３ー００００ー０４９９');
    await replaceWith(user, email, 'info@kanto-nnn.example.jp');
    await replaceWith(user, notices, '3月改編期の販売は1月に始まります。');
    await user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requests.find((request) => request.method === 'PUT');
    expect(bodyOf(put)).toEqual({
      ...Object.fromEntries(Object.entries(PROFILE).filter(([key]) => key !== 'updatedAt')),
      contactPhone: '03-0000-0499',
      contactEmail: 'info@kanto-nnn.example.jp',
      notices: '3月改編期の販売は1月に始まります。',
    });
    expect(toasts()).toEqual([{ severity: 'success', message: 'みなとテレビの放送局情報を更新しました。' }]);
    const minato = await card('みなとテレビ');
    expect(await within(minato).findByText('最終更新：2026/11/28 11:30')).toBeInTheDocument();
    expect(within(minato).getByRole('link', { name: '03-0000-0499' })).toBeInTheDocument();
  });

  it('says in the dialog when the server refuses the edit, keeping what was typed', async () => {
    const { user } = renderPage('/info/tvstation', BOTH_LINKS, {
      'PUT /api/stations/1/profile': () => apiErrorResponse(403, API_ERROR_CODES.forbidden, '/stations/1/profile'),
    });

    await user.click(within(await card('みなとテレビ')).getByRole('button', { name: /編集/ }));
    const dialog = screen.getByRole('dialog', { name: 'みなとテレビの放送局情報を編集' });
    await replaceWith(user, within(dialog).getByRole('textbox', { name: 'お知らせ' }), '臨時のお知らせ');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'この放送局の情報を編集する権限がありません。放送局の管理者にお問い合わせください。',
    );
    expect(within(dialog).getByRole('textbox', { name: 'お知らせ' })).toHaveValue('臨時のお知らせ');
    expect(toasts()).toEqual([]);
  });
});
