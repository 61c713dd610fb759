// What the redeem and convert dialogs do with their one request: the request id is made once per
// dialog, so that a second press (or a retry) answers the first request and never spends twice; a
// success closes the dialog and says what was done; a refusal is put on its fields by the caller, and
// what no field took is shown in the dialog.
import { useState } from 'react';
import { newRequestId } from '../../lib/money';
import { useDialogs } from '../../ui/dialogs';

export function useDialogRequest(onClose: () => void) {
  const dialogs = useDialogs();
  const [requestId] = useState(newRequestId);
  const [refusal, setRefusal] = useState<string | null>(null);

  /**
   * `send` makes the request with the dialog's id and answers the success message; `refused` places
   * a refusal's field messages and answers what is left to show, or null.
   */
  const run = async (
    send: (requestId: string) => Promise<string>,
    refused: (error: unknown) => string | null,
  ) => {
    setRefusal(null);
    try {
      const done = await send(requestId);
      onClose();
      await dialogs.success(done);
    } catch (error) {
      setRefusal(refused(error));
    }
  };
  return { refusal, run };
}
