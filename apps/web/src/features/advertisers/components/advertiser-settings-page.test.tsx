import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Advertiser, API_ERROR_CODES, type Partner, type PartnerRequest } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useToastStore } from '../../../lib/toasts';
import { doubleClickAtOnce } from '../../../test/double-click-at-once';
import { heldAnswer } from '../../../test/held-answer';
import {
  type ApiHandlers,
  apiErrorResponse,
  emptyResponse,
  jsonResponse,
  mockApi,
  type RecordedRequest,
} from '../../../test/mock-api';
import { pasteInto } from '../../../test/paste-into';
import { AdvertiserSettingsPage } from './advertiser-settings-page';

const SAKURA: Advertiser = {
  id: 11,
  code: '0001',
  name: 'さくら食品株式会社',
  industry: 'FOOD',
  brands: ['さくらおにぎり', 'さくら麦茶'],
  linkedCompany: { code: '0000B00001', name: 'さくら食品株式会社' },
  updatedAt: '2026-11-22T01:00:00.000Z',
};
const HIMAWARI: Advertiser = {
  id: 12,
  code: '0002',
  name: 'ひまわり自動車株式会社',
  industry: 'AUTOMOTIVE',
  brands: ['ひまわりEV'],
  linkedCompany: null,
  updatedAt: '2026-11-22T01:00:00.000Z',
};
const PARTNER: Partner = { code: '0000B00001', name: 'さくら食品株式会社', businessType: 'ADVERTISER' };

interface ServerState {
  advertisers: Advertiser[];
  partners: Partner[];
  incoming?: PartnerRequest[];
  outgoing?: PartnerRequest[];
}

/** A server holding `state`; the lists answer what it holds at the time. */
function serverWith(state: ServerState, handlers: ApiHandlers = {}) {
  const requests = mockApi({
    'GET /api/advertisers': () => jsonResponse(200, { advertisers: state.advertisers }),
    'GET /api/partners': () => jsonResponse(200, { partners: state.partners }),
    'GET /api/partners/requests': () => jsonResponse(200, { incoming: state.incoming ?? [], outgoing: state.outgoing ?? [] }),
    ...handlers,
  });
  const writes = () => requests.filter((request) => request.method !== 'GET');
  return { requests, writes };
}

function renderPage() {
  // No pause between keystrokes, so no timer can run between two keys.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <AdvertiserSettingsPage />
    </QueryClientProvider>,
  );
  return { ...view, user };
}

const bodyOf = (request: RecordedRequest | undefined) => (request?.body ? (JSON.parse(request.body) as unknown) : null);
const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
const advertiserTable = () => screen.findByRole('table', { name: '広告主一覧' });
const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole('textbox', { name });

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await advertiserTable();
  await user.click(screen.getByRole('button', { name: '広告主を追加' }));
  return dialog('広告主を追加');
}

/** Fills the add form as a person would paste each value. */
async function fillNewAdvertiser(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  // The controls there from the start are looked up before the first change: a query right after a
  // change works out the styles of the page afresh, one between two others reuses them.
  const code = field(form, /^広告主コード/);
  const name = field(form, /^広告主名/);
  const industry = within(form).getByRole('combobox', { name: /^業種/ });
  const addBrand = within(form).getByRole('button', { name: 'ブランドを追加' });
  await pasteInto(user, code, '０００３');
  await pasteInto(user, name, 'もみじ製菓株式会社');
  await user.selectOptions(industry, '食品');
  await user.click(addBrand);
  await user.paste('もみじまんじゅう');
  await user.click(within(form).getByRole('button', { name: 'ブランドを追加' }));
  await pasteInto(user, field(form, 'ブランド2'), 'もみじせんべい');
}

describe('AdvertiserSettingsPage', () => {
  it('lists the advertisers with their industry, brands and linked company, and the partner companies', async () => {
    serverWith({ advertisers: [SAKURA, HIMAWARI], partners: [PARTNER] });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: '広告主設定' })).toBeInTheDocument();
    const table = await advertiserTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['コード', '広告主名', '業種', 'ブランド', '連携企業', '操作']);
    const sakura = within(table).getByRole('row', { name: /0001/ });
    for (const text of ['さくら食品株式会社', '食品', 'さくらおにぎり、さくら麦茶', 'さくら食品株式会社（0000B00001）']) {
      expect(within(sakura).getByRole('cell', { name: text })).toBeInTheDocument();
    }
    const himawari = within(table).getByRole('row', { name: /0002/ });
    expect(within(himawari).getByRole('cell', { name: '自動車' })).toBeInTheDocument();
    expect(within(himawari).getByRole('cell', { name: 'ひまわりEV' })).toBeInTheDocument();

    const partners = await screen.findByRole('table', { name: '取引先企業一覧' });
    const partnerRow = within(partners).getByRole('row', { name: /0000B00001/ });
    expect(within(partnerRow).getByRole('cell', { name: '広告主企業' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '取引先企業' })).toBeInTheDocument();
  });

  it('adds an advertiser with its brands, sending the contract’s request, and lists it', async () => {
    const state = { advertisers: [SAKURA], partners: [] };
    const created: Advertiser = {
      id: 13,
      code: '0003',
      name: 'もみじ製菓株式会社',
      industry: 'FOOD',
      brands: ['もみじまんじゅう', 'もみじせんべい'],
      linkedCompany: null,
      updatedAt: '2026-11-22T02:00:00.000Z',
    };
    const { writes } = serverWith(state, {
      'POST /api/advertisers': () => {
        state.advertisers = [SAKURA, created];
        return jsonResponse(201, created);
      },
    });
    const { user } = renderPage();

    const form = await openAddDialog(user);
    expect(field(form, /^広告主コード/)).toHaveFocus();
    await fillNewAdvertiser(user, form);
    await user.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes().map((request) => [request.method, request.url.pathname, bodyOf(request)])).toEqual([
      [
        'POST',
        '/api/advertisers',
        {
          code: '0003',
          name: 'もみじ製菓株式会社',
          industry: 'FOOD',
          brands: ['もみじまんじゅう', 'もみじせんべい'],
          linkedCompanyCode: null,
        },
      ],
    ]);
    expect(toasts()).toEqual([{ severity: 'success', message: '広告主を追加しました。' }]);
    expect(await within(await advertiserTable()).findByRole('row', { name: /0003/ })).toHaveTextContent(
      'もみじまんじゅう、もみじせんべい',
    );
  });

  it('adds an advertiser once on a double click, and shows no code-taken error', async () => {
    const state = { advertisers: [SAKURA], partners: [] };
    const created: Advertiser = { ...HIMAWARI, id: 13, code: '0003', name: 'もみじ製菓株式会社', industry: 'FOOD' };
    const answer = heldAnswer();
    let taken = false;
    const { writes } = serverWith(state, {
      'POST /api/advertisers': () => {
        if (taken) return apiErrorResponse(409, API_ERROR_CODES.advertiserCodeTaken, '/api/advertisers');
        taken = true;
        state.advertisers = [SAKURA, created];
        return answer.answer();
      },
    });
    const { user } = renderPage();

    await advertiserTable();
    await user.dblClick(screen.getByRole('button', { name: '広告主を追加' }));
    const form = dialog('広告主を追加');
    await fillNewAdvertiser(user, form);
    doubleClickAtOnce(within(form).getByRole('button', { name: '保存' }));

    expect(await within(form).findByRole('button', { name: '保存しています' })).toBeDisabled();
    answer.release(jsonResponse(201, created));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toHaveLength(1);
    expect(toasts()).toEqual([{ severity: 'success', message: '広告主を追加しました。' }]);
  });

  it('shows ADV00001 on the code field, keeps the dialog and what was typed, and shows no toast', async () => {
    const { writes } = serverWith(
      { advertisers: [SAKURA], partners: [] },
      { 'POST /api/advertisers': () => apiErrorResponse(409, API_ERROR_CODES.advertiserCodeTaken, '/api/advertisers') },
    );
    const { user } = renderPage();

    const form = await openAddDialog(user);
    await fillNewAdvertiser(user, form);
    await user.click(within(form).getByRole('button', { name: '保存' }));

    const code = field(form, /^広告主コード/);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('この広告主コードは既に使われています（削除した広告主のコードも使えません）。'),
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(field(form, /^広告主名/)).toHaveValue('もみじ製菓株式会社');
    expect(writes()).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });

  it('checks the form against the contract before sending anything', async () => {
    const { writes } = serverWith({ advertisers: [], partners: [] });
    const { user } = renderPage();

    const form = await openAddDialog(user);
    await pasteInto(user, field(form, /^広告主コード/), '12');
    await user.click(within(form).getByRole('button', { name: 'ブランドを追加' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(await within(form).findByText('4桁の数字で入力してください。')).toBeInTheDocument();
    expect(field(form, /^広告主名/)).toHaveAccessibleDescription('必須項目です。');
    expect(within(form).getByRole('combobox', { name: /^業種/ })).toHaveAccessibleDescription('必須項目です。');
    expect(field(form, 'ブランド1')).toHaveAccessibleDescription('必須項目です。');
    expect(writes()).toEqual([]);
  });

  it('edits an advertiser: its values filled in, a brand removed, the linked company cleared', async () => {
    const { writes } = serverWith(
      { advertisers: [SAKURA], partners: [] },
      { 'PUT /api/advertisers/11': () => jsonResponse(200, { ...SAKURA, brands: ['さくら麦茶'], linkedCompany: null }) },
    );
    const { user } = renderPage();

    await advertiserTable();
    await user.click(screen.getByRole('button', { name: 'さくら食品株式会社を編集' }));
    const form = dialog('広告主を編集');
    expect(field(form, /^広告主コード/)).toHaveValue('0001');
    expect(within(form).getByRole('combobox', { name: /^業種/ })).toHaveValue('FOOD');
    expect(field(form, 'ブランド1')).toHaveValue('さくらおにぎり');
    await user.click(within(form).getByRole('button', { name: 'ブランド1を削除' }));
    expect(field(form, 'ブランド1')).toHaveValue('さくら麦茶');
    await user.clear(field(form, /^連携する広告主企業の企業コード/));
    await user.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(bodyOf(writes()[0])).toEqual({
      code: '0001',
      name: 'さくら食品株式会社',
      industry: 'FOOD',
      brands: ['さくら麦茶'],
      linkedCompanyCode: null,
    });
    await waitFor(() => expect(toasts()).toEqual([{ severity: 'success', message: '広告主を更新しました。' }]));
  });

  it('shows a linked company code the API refuses on its field', async () => {
    serverWith(
      { advertisers: [HIMAWARI], partners: [] },
      { 'PUT /api/advertisers/12': () => apiErrorResponse(409, API_ERROR_CODES.companyUnsuitable, '/api/advertisers/12') },
    );
    const { user } = renderPage();

    await advertiserTable();
    await user.click(screen.getByRole('button', { name: 'ひまわり自動車株式会社を編集' }));
    const form = dialog('広告主を編集');
    await pasteInto(user, field(form, /^連携する広告主企業の企業コード/), '0000A00001');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() =>
      expect(field(form, /^連携する広告主企業の企業コード/)).toHaveAccessibleDescription(
        'この企業コードの広告主企業は見つかりません。',
      ),
    );
    expect(toasts()).toEqual([]);
  });

  it('archives an advertiser only once the user confirms', async () => {
    const state = { advertisers: [SAKURA, HIMAWARI], partners: [] };
    const { writes } = serverWith(state, {
      'DELETE /api/advertisers/12': () => {
        state.advertisers = [SAKURA];
        return emptyResponse(204);
      },
    });
    const { user } = renderPage();

    await advertiserTable();
    await user.click(screen.getByRole('button', { name: 'ひまわり自動車株式会社を削除' }));
    const confirm = dialog('広告主を削除');
    expect(confirm).toHaveAccessibleDescription(/「ひまわり自動車株式会社」（コード 0002）/);
    await user.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'ひまわり自動車株式会社を削除' }));
    await user.click(within(dialog('広告主を削除')).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /0002/ })).not.toBeInTheDocument());
    expect(writes().map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['DELETE /api/advertisers/12']);
    expect(toasts()).toEqual([{ severity: 'success', message: '広告主を削除しました。' }]);
  });

  it('asks a company by its code, shows a refused code on the field, and withdraws the request', async () => {
    const state: ServerState = { advertisers: [], partners: [], outgoing: [] };
    const { writes } = serverWith(state, {
      'POST /api/partners': (request) => {
        const { companyCode } = JSON.parse(request.body) as { companyCode: string };
        if (companyCode !== PARTNER.code) return apiErrorResponse(409, API_ERROR_CODES.companyUnsuitable, '/api/partners');
        state.outgoing = [{ ...PARTNER, requestedAt: '2026-11-22T01:00:00.000Z' }];
        return jsonResponse(201, { ...PARTNER, status: 'REQUESTED' });
      },
      'DELETE /api/partners/requests/0000B00001': () => {
        state.outgoing = [];
        return emptyResponse(204);
      },
    });
    const { user } = renderPage();

    const partners = await screen.findByRole('table', { name: '取引先企業一覧' });
    expect(within(partners).getByText('取引先企業は登録されていません。')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: '取引先の企業コード' });
    await pasteInto(user, code, '0000A00009');
    await user.click(screen.getByRole('button', { name: '取引を申請' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'この企業コードは取引先に追加できません。広告会社は広告主企業を、広告主企業は広告会社を追加できます。',
      ),
    );

    await user.clear(code);
    await user.paste('０000Ｂ00001');
    await user.click(screen.getByRole('button', { name: '取引を申請' }));
    const pending = await within(partners).findByRole('row', { name: /0000B00001/ });
    expect(within(pending).getByText('承認待ち')).toBeInTheDocument();
    expect(code).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'さくら食品株式会社への申請を取り下げ' }));
    expect(await within(partners).findByText('取引先企業は登録されていません。')).toBeInTheDocument();
    expect(writes().map((request) => [request.method, request.url.pathname, bodyOf(request)])).toEqual([
      ['POST', '/api/partners', { companyCode: '0000A00009' }],
      ['POST', '/api/partners', { companyCode: '0000B00001' }],
      ['DELETE', '/api/partners/requests/0000B00001', null],
    ]);
    expect(toasts()).toEqual([
      { severity: 'success', message: '取引を申請しました。相手先が承認すると取引先になります。' },
      { severity: 'success', message: '取引の申請を取り下げました。' },
    ]);
  });

  it('shows a trial company that it cannot ask, on the field', async () => {
    serverWith(
      { advertisers: [], partners: [] },
      { 'POST /api/partners': () => apiErrorResponse(403, API_ERROR_CODES.partnerRequestByTrial, '/api/partners') },
    );
    const { user } = renderPage();
    const code = await screen.findByRole('textbox', { name: '取引先の企業コード' });
    await pasteInto(user, code, '0000B00001');
    await user.click(screen.getByRole('button', { name: '取引を申請' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'トライアル企業からは取引を申請できません。相手先から申請を受けて、承認してください。',
      ),
    );
    expect(toasts()).toEqual([]);
  });

  it('accepts one request received, which makes a partner, declines another, and removes a partner', async () => {
    const AGENCY: PartnerRequest = {
      code: '0000A00001',
      name: '株式会社あおば広告',
      businessType: 'ADVERTISING_COMPANY',
      requestedAt: '2026-11-22T01:00:00.000Z',
    };
    const OTHER: PartnerRequest = { ...AGENCY, code: '0000A00002', name: '株式会社わかば企画' };
    const state: ServerState = { advertisers: [], partners: [], incoming: [AGENCY, OTHER] };
    const { writes } = serverWith(state, {
      'POST /api/partners/requests/0000A00001/acceptance': () => {
        state.incoming = (state.incoming ?? []).filter((request) => request.code !== AGENCY.code);
        state.partners = [{ code: AGENCY.code, name: AGENCY.name, businessType: AGENCY.businessType }];
        return jsonResponse(200, { code: AGENCY.code, name: AGENCY.name, businessType: AGENCY.businessType, status: 'ACCEPTED' });
      },
      'DELETE /api/partners/requests/0000A00002': () => {
        state.incoming = (state.incoming ?? []).filter((request) => request.code !== OTHER.code);
        return emptyResponse(204);
      },
      'DELETE /api/partners/0000A00001': () => {
        state.partners = [];
        return emptyResponse(204);
      },
    });
    const { user } = renderPage();

    const incoming = await screen.findByRole('table', { name: '届いている取引申請一覧' });
    expect(within(incoming).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '株式会社あおば広告からの申請を承認' }));
    const partners = screen.getByRole('table', { name: '取引先企業一覧' });
    const partner = await within(partners).findByRole('row', { name: /0000A00001/ });
    expect(within(partner).getByText('取引中')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '株式会社わかば企画からの申請を却下' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: '届いている取引申請一覧' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '株式会社あおば広告を取引先から削除' }));
    expect(await within(partners).findByText('取引先企業は登録されていません。')).toBeInTheDocument();
    expect(writes().map((request) => [request.method, request.url.pathname])).toEqual([
      ['POST', '/api/partners/requests/0000A00001/acceptance'],
      ['DELETE', '/api/partners/requests/0000A00002'],
      ['DELETE', '/api/partners/0000A00001'],
    ]);
    expect(toasts()).toEqual([
      { severity: 'success', message: '株式会社あおば広告を取引先企業に追加しました。' },
      { severity: 'success', message: '取引の申請を却下しました。' },
      { severity: 'success', message: '取引先企業を削除しました。' },
    ]);
  });
});
