import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LengthUnit } from '@print/domain';
import { notify } from '../../../stores/notification-store';
import { useCurrentItemStore } from '../stores/current-item-store';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { updateAnalytxFile } from '../api/update-analytx-file';
import { useConfiguratorText } from './use-configurator-text';

export interface BasicsInput {
  readonly name: string;
  readonly unit: LengthUnit;
}

/**
 * Sub-step 0 → 1: saves name and unit of the file, then opens material and colour. Unchanged
 * basics open it at once: there is nothing to save, and the prices must not wait for a request.
 */
export function useSaveBasics(fileId: string) {
  const t = useConfiguratorText();
  const queryClient = useQueryClient();
  const [isSaving, setSaving] = useState(false);

  /** False when saving failed (the caller puts the focus back on the form, issue 13 point 8). */
  async function saveBasics(input: BasicsInput, saved: BasicsInput): Promise<boolean> {
    if (input.name.trim() === saved.name && input.unit === saved.unit) {
      useCurrentItemStore.getState().setSubStep(1);
      return true;
    }
    setSaving(true);
    try {
      const file = await updateAnalytxFile(fileId, {
        name: input.name.trim(),
        givenUnitOfLength: input.unit,
      });
      queryClient.setQueryData(queryKeys.analytxFile(fileId), file);
      useCurrentItemStore.getState().setSubStep(1);
      return true;
    } catch {
      notify({ type: 'warning', header: t('errors.header'), body: t('errors.basics') });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { isSaving, saveBasics };
}
