import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { PROCESSING_LABEL } from '../../../ui/busy-label';
import { type TTranscriptExportFormat, useDownloadTranscriptMutation } from '../api/download-transcript';

const FORMAT_LABELS: readonly { format: TTranscriptExportFormat; label: string }[] = [
  { format: 'vtt', label: 'WebVTT (.vtt)' },
  { format: 'srt', label: 'SubRip (.srt)' },
  { format: 'txt', label: 'Plain text (.txt)' },
];

export type TDownloadTranscriptMenuProps = {
  meetingId: string;
  isDisabled: boolean;
};

/** 'Download transcript' with the export formats the server offers. */
export const DownloadTranscriptMenu = ({ meetingId, isDisabled }: TDownloadTranscriptMenuProps) => {
  const download = useDownloadTranscriptMutation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          disabled={isDisabled || download.isPending}
          title={isDisabled ? 'The transcript is not ready yet' : undefined}
        >
          {download.isPending ? PROCESSING_LABEL : 'Download transcript'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMAT_LABELS.map(({ format, label }) => (
          <Menu.Item key={format} onClick={() => download.mutate({ meetingId, format })}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};
