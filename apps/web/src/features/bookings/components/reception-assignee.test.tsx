import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { bookingRoutes, buildDetail } from './bookings-test-kit';

const API = '/api/receptions/7';
const COLLEAGUES = [
  { id: 3, name: '佐藤 花子' },
  { id: 4, name: '高橋 健太' },
];

describe('ReceptionAssignee', () => {
  it('takes the reception (担当する) and hands it to a colleague, each recorded in the history', async () => {
    const taken = buildDetail({
      status: 'IN_REVIEW',
      assignee: { id: 4, name: '高橋 健太' },
      assignedToCaller: true,
    });
    const handed = buildDetail({
      status: 'IN_REVIEW',
      assignee: { id: 3, name: '佐藤 花子' },
      history: [
        ...taken.history,
        {
          kind: 'ASSIGNMENT',
          from: 'IN_REVIEW',
          to: 'IN_REVIEW',
          assignee: '佐藤 花子',
          changedBy: '高橋 健太',
          changedAt: '2026-11-16T03:00:00.000Z',
        },
      ],
    });
    let answer = buildDetail({ status: 'IN_REVIEW' });
    const requests = mockApi({
      [`GET ${API}`]: () => jsonResponse(200, answer),
      'GET /api/receptions/filter-options': () => jsonResponse(200, { stations: [], advertisers: [], assignees: COLLEAGUES }),
      [`PUT ${API}/assignee`]: (request) => {
        answer = request.body === '{}' ? taken : handed;
        return jsonResponse(200, answer);
      },
    });
    const { user } = renderRoutes(bookingRoutes, '/station/receptions/7');

    // Opening it assigned nobody.
    expect(await screen.findByText('担当者：未割当')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '担当する' }));
    expect(await screen.findByText('担当者：高橋 健太')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '担当する' })).toBeNull();

    const handTo = screen.getByLabelText('引き継ぐ相手');
    expect(await within(handTo).findByRole('option', { name: '佐藤 花子' })).toBeInTheDocument();
    // Not to whoever has it already.
    expect(within(handTo).queryByRole('option', { name: '高橋 健太' })).toBeNull();
    await user.selectOptions(handTo, '3');
    await user.click(screen.getByRole('button', { name: '引き継ぐ' }));
    expect(await screen.findByText('担当者：佐藤 花子')).toBeInTheDocument();
    expect(screen.getByText('担当者を佐藤 花子に変更')).toBeInTheDocument();

    const puts = requests.filter((request) => request.method === 'PUT').map((request) => request.body);
    await waitFor(() => expect(puts).toEqual(['{}', '{"userId":3}']));
  });
});
