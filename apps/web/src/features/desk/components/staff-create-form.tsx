import { zodResolver } from '@hookform/resolvers/zod';
import { StaffCreateRequestSchema } from '@print/contracts';
import { STAFF_ROLES } from '@print/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { StaffCreateRequest } from '../api/staff-admin';
import { useDeskText } from '../texts';
import { DeskFieldErrors } from './desk-form-errors';

type CreateValues = z.input<typeof StaffCreateRequestSchema>;

/** A new staff member (the server's own schema); the page shows the enrolment link it answers. */
export function StaffCreateForm({
  isPending,
  onCreate,
}: {
  readonly isPending: boolean;
  readonly onCreate: (member: StaffCreateRequest) => Promise<boolean>;
}) {
  const t = useDeskText();
  const form = useForm<CreateValues, unknown, StaffCreateRequest>({
    resolver: zodResolver(StaffCreateRequestSchema),
    defaultValues: { email: '', name: '', role: 'office' },
  });
  const { errors } = form.formState;
  const submit = async (member: StaffCreateRequest) => {
    if (await onCreate(member)) form.reset();
  };
  return (
    <section className="desk-card" aria-labelledby="staff-create">
      <h2 id="staff-create">{t('staff.createTitle')}</h2>
      <DeskFieldErrors>
        <form
          className="desk-form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          <TextField
            label={t('staff.name')}
            isRequired
            autoComplete="off"
            error={errors.name}
            registration={form.register('name')}
          />
          <TextField
            label={t('staff.email')}
            type="email"
            isRequired
            autoComplete="off"
            error={errors.email}
            registration={form.register('email')}
          />
          <SelectField
            label={t('staff.role')}
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`shell.role.${role}`) }))}
            registration={form.register('role')}
          />
          <div className="desk-form__actions">
            <button type="submit" className="button button--primary" disabled={isPending}>
              {t('staff.create')}
            </button>
          </div>
        </form>
      </DeskFieldErrors>
    </section>
  );
}
