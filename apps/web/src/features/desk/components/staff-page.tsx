import { STAFF_ROLES } from '@print/domain';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  useStaffChange,
  useStaffList,
  type StaffChange,
  type StaffCreateRequest,
  type StaffEnrolmentLink,
  type StaffMember,
} from '../api/staff-admin';
import { useStaffMe } from '../api/staff-session';
import { errorText, useDeskText, type DeskText } from '../texts';
import { formatDateTime, useDeskLanguage } from '../utils/desk-language';
import { FormAlert } from './desk-form-errors';
import { StaffCreateForm } from './staff-create-form';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, StaffMember>();

/** What a member's state reads as: disabled, waiting for enrolment, or active. */
export function staffStateKey(member: StaffMember): 'disabled' | 'pending' | 'active' {
  if (member.disabled) return 'disabled';
  return member.enrolled ? 'active' : 'pending';
}

/** The question asked before a change that locks someone out; null: no question. */
export function staffConfirmKey(change: StaffChange): 'disableConfirm' | 'resetConfirm' | null {
  if (change.kind === 'disable') return 'disableConfirm';
  if (change.kind === 'reset') return 'resetConfirm';
  return null;
}

function buildColumns(t: DeskText, selfId: string, act: (change: StaffChange) => void) {
  return helper.columns([
    helper.accessor('name', { header: t('staff.name') }),
    helper.accessor('email', { header: t('staff.email') }),
    helper.accessor('role', {
      header: t('staff.role'),
      cell: ({ row }) => (
        <select
          aria-label={t('staff.roleOf', { name: row.original.name })}
          value={row.original.role}
          onChange={(event) =>
            act({
              kind: 'role',
              id: row.original.id,
              role: event.target.value as StaffMember['role'],
            })
          }
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`shell.role.${role}`)}
            </option>
          ))}
        </select>
      ),
    }),
    helper.display({
      id: 'state',
      header: t('staff.state'),
      cell: ({ row }) => t(`staff.states.${staffStateKey(row.original)}`),
    }),
    helper.display({
      id: 'actions',
      header: t('staff.actions'),
      cell: ({ row }) => {
        const { id, name, disabled } = row.original;
        return (
          <div className="desk-actions">
            {id !== selfId && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => act({ kind: disabled ? 'enable' : 'disable', id })}
              >
                {t(disabled ? 'staff.enable' : 'staff.disable', { name })}
              </button>
            )}
            {!disabled && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => act({ kind: 'reset', id })}
              >
                {t('staff.reset', { name })}
              </button>
            )}
          </div>
        );
      },
    }),
  ]);
}

/** /admin/staff (owners): staff accounts, their roles, disable/enable, new enrolment links. */
export function StaffPage() {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const me = useStaffMe();
  const list = useStaffList();
  const { mutate, mutateAsync, isPending } = useStaffChange();
  const [link, setLink] = useState<StaffEnrolmentLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${t('staff.title')} · ${t('common.appName')}`;
  }, [t]);

  const columns = useMemo(() => {
    const act = (next: StaffChange) => {
      const question = staffConfirmKey(next);
      if (question !== null && !window.confirm(t(`staff.${question}`))) return;
      setFailure(null);
      mutate(next, {
        onSuccess: (answer) => setLink(answer),
        onError: (error) =>
          setFailure(errorText(t, error instanceof ApiError ? error.code : 'unknown')),
      });
    };
    return buildColumns(t, me.data?.id ?? '', act);
  }, [t, me.data?.id, mutate]);
  const data = useMemo(() => list.data ?? [], [list.data]);
  const table = useTable({ features, columns, data });

  const create = async (member: StaffCreateRequest) => {
    setFailure(null);
    try {
      setLink(await mutateAsync({ kind: 'create', member }));
      return true;
    } catch (error) {
      setFailure(errorText(t, error instanceof ApiError ? error.code : 'unknown'));
      return false;
    }
  };

  return (
    <div className="desk-page">
      <h1 className="desk-page__title">{t('staff.title')}</h1>
      <p className="desk-hint">{t('staff.intro')}</p>
      <FormAlert>{failure}</FormAlert>
      {link !== null && (
        <section className="desk-card" aria-labelledby="staff-link" role="status">
          <h2 id="staff-link">{t('staff.linkTitle', { name: link.staff.name })}</h2>
          <p>{t('staff.linkHint', { until: formatDateTime(link.expiresAt, language) })}</p>
          <input
            className="field__input desk-mono"
            readOnly
            aria-label={t('staff.linkLabel')}
            value={link.enrolmentUrl}
            onFocus={(event) => event.target.select()}
          />
        </section>
      )}
      {list.isError && <p role="alert">{t('common.loadFailed')}</p>}
      {list.isPending && <p role="status">{t('common.loading')}</p>}
      {list.data && (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col">
                      <table.FlexRender header={header} />
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StaffCreateForm isPending={isPending} onCreate={create} />
    </div>
  );
}
