import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Why an upload stopped, in the server's words or ours. */
export const UploadFailedAlert = ({ message }: { message: string }) => (
  <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" title="Upload failed">
    {message}
  </Alert>
);
