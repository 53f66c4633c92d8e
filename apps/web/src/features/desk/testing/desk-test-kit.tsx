import type { AdminOrderDetail, AdminOrderList } from '@print/contracts';
import { ORDER_STATUSES, type OrderStatus } from '@print/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { DeskApp } from '../components/desk-app';
import type { StaffMe } from '../api/staff-session';
import type { RenderLineViewer } from '../utils/line-viewer-slot';

export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly search: URLSearchParams;
  readonly body: unknown;
}

export type ApiHandler = (call: ApiCall) => Response | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function apiError(status: number, code: string, details?: unknown): Response {
  return json({ error: { code, message: code, details } }, status);
}

/** fetch answered by `handler` (unhandled calls: 404, like a signed-out /api/admin). */
export function mockApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        input instanceof Request ? input.url : input.toString(),
        'http://desk.test',
      );
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        search: url.searchParams,
        // A JSON body parsed; a multipart form (desk uploads) as the FormData itself.
        body:
          typeof init?.body === 'string'
            ? (JSON.parse(init.body) as unknown)
            : init?.body instanceof FormData
              ? init.body
              : undefined,
      };
      calls.push(call);
      return Promise.resolve(handler(call) ?? apiError(404, 'NOT_FOUND'));
    }),
  );
  return calls;
}

/** Renders the desk as the app's /admin/* route does, at `url` (with a stand-in 3D view). */
export function renderDesk(
  url: string,
  { lineViewer = null }: { lineViewer?: RenderLineViewer | null } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/admin/*', element: <DeskApp lineViewer={lineViewer} /> }],
    {
      initialEntries: [url],
    },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export const OFFICE_ME: StaffMe = {
  id: 'staff-1',
  email: 'anna@print.test',
  name: 'Anna Office',
  role: 'office',
  totpEnrolled: true,
  expiresAt: '2026-11-28T16:00:00.000Z',
};

export const ORDER_LIST: AdminOrderList = {
  items: [
    {
      id: 'order-1',
      orderNumber: 'PP-2026-0001',
      createdAt: '2026-11-20T08:30:00.000Z',
      customerName: 'Hans Meier',
      company: 'Meier AG',
      email: 'hans@meier.test',
      referenceNumber: 'REF-1',
      qrReference: null,
      status: 'ORDER_RECEIVED',
      paymentStatus: 'PAYMENT_PENDING',
      paymentMethod: 'billing',
      totalCents: 12_345,
      lineCount: 2,
      dueDate: '2026-12-20',
      overdue: false,
      language: 'de',
      version: 3,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
  statusCounts: {
    ...(Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
      OrderStatus,
      number
    >),
    ORDER_RECEIVED: 1,
    IN_PRODUCTION: 4,
  },
};

export function orderDetail(change: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: 'order-1',
    orderNumber: 'PP-2026-0001',
    createdAt: '2026-11-20T08:30:00.000Z',
    version: 3,
    status: 'ORDER_RECEIVED',
    paymentStatus: 'PAYMENT_PENDING',
    paymentMethod: 'billing',
    language: 'de',
    isBusinessCustomer: true,
    email: 'hans@meier.test',
    phone: '+41 44 000 00 00',
    referenceNumber: 'REF-1',
    qrReference: null,
    customerAccountId: null,
    billingAddress: { company: 'Meier AG', firstname: 'Hans', lastname: 'Meier', city: 'Zürich' },
    shippingAddress: { firstname: 'Hans', lastname: 'Meier', city: 'Zürich' },
    shippingMethodName: 'Post Priority',
    totals: {
      positionNetCents: 11_000,
      discountCents: 0,
      smallOrderSurchargeCents: 0,
      shippingCents: 900,
      netTotalCents: 11_900,
      taxCents: 445,
      totalCents: 12_345,
    },
    dueDate: '2026-12-20',
    money: {
      bankPayments: [
        {
          id: 7,
          bankReference: 'BANK-7',
          amountCents: 5_000,
          bookingDate: '2026-11-25',
          debtorName: 'Hans Meier',
          matchKind: 'qr',
        },
      ],
      paidCents: 5_000,
      creditedCents: 0,
      openCents: 7_345,
      state: 'partial',
    },
    reminders: {
      isPaused: false,
      pause: null,
      reminders: [],
      exhaustedSince: null,
    },
    locked: false,
    lines: [],
    documents: [],
    timeline: [],
    notes: [],
    allowedStatuses: ['READY_FOR_PROCESSING', 'ORDER_CANCELLED'],
    ...change,
  };
}
