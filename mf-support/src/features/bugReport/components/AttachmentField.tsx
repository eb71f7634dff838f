import { useRef, useState } from 'react';
import PaperClipOutlined from '@ant-design/icons-svg/lib/asn/PaperClipOutlined';
import DeleteOutlined from '@ant-design/icons-svg/lib/asn/DeleteOutlined';
import UploadOutlined from '@ant-design/icons-svg/lib/asn/UploadOutlined';
import { BUG_REPORT_LIMITS } from '@xingheng/shared';
import { PlainButton, PlainIcon, useIsClient } from '@xingheng/shared/ui';
import { formatBytes } from '../../../lib/formatBytes';
import { ATTACHMENT_ACCEPT, attachmentError } from '../attachments';

/**
 * The files of a selection that may be added, and the reasons for the others, in order.
 * @param chosen the files picked this time
 * @param countBefore the attachments already there
 */
function sortSelection(chosen: readonly File[], countBefore: number) {
  const added: File[] = [];
  const refused: string[] = [];
  for (const file of chosen) {
    const error = attachmentError(file, countBefore + added.length);
    if (error) refused.push(error);
    else added.push(file);
  }
  return { added, refused };
}

/**
 * The attachments of a problem report: up to 3 PNG/JPEG images or `.log`/`.txt` logs of at most
 * 2 MB each (`BUG_REPORT_LIMITS`, checked again by the API), drawn like antd's `Upload` with its
 * 选择文件 button and file list, in plain markup around a native file input (its label is the
 * field's: 附件). Nothing is uploaded on selection: the files are read as base64 when the form is
 * sent. A refused file stays out of the list and its reason is shown under the button
 * (`role="alert"`); each listed file has a 删除 button. Disabled until the page is hydrated.
 * @param id the file input's id (the label's target)
 * @param files the chosen files
 * @param onChange called with the new list of files
 */
export function AttachmentField({
  id,
  files,
  onChange,
}: {
  id: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
}) {
  const hydrated = useIsClient();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const full = files.length >= BUG_REPORT_LIMITS.attachments;
  const hintId = `${id}-hint`;
  return (
    <div className="sup-attachments">
      <input
        ref={input}
        id={id}
        type="file"
        className="sup-file-input"
        multiple
        accept={ATTACHMENT_ACCEPT}
        tabIndex={-1}
        disabled={!hydrated || full}
        aria-describedby={hintId}
        onChange={(event) => {
          const sorted = sortSelection([...(event.target.files ?? [])], files.length);
          setRefused(sorted.refused);
          if (sorted.added.length > 0) onChange([...files, ...sorted.added]);
          // The same file may be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <PlainButton icon={UploadOutlined} disabled={full} onClick={() => input.current?.click()}>
        选择文件
      </PlainButton>
      <p id={hintId} className="sup-field-hint">
        {full
          ? `已选择 ${BUG_REPORT_LIMITS.attachments} 个附件（上限）`
          : `选填，最多 ${BUG_REPORT_LIMITS.attachments} 个：PNG、JPG 截图或 .log、.txt 日志，单个不超过 2 MB`}
      </p>
      {refused.length > 0 && (
        <ul className="sup-field-errors" role="alert">
          {refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="sup-file-list" aria-label="已选择的附件">
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`} className="sup-file">
              <PlainIcon icon={PaperClipOutlined} className="sup-file-clip" />
              <span className="sup-file-name">{file.name}</span>
              <span className="sup-file-size">{formatBytes(file.size)}</span>
              <button
                type="button"
                className="sup-file-remove"
                aria-label={`删除 ${file.name}`}
                onClick={() => {
                  setRefused([]);
                  onChange(files.filter((_, other) => other !== index));
                }}
              >
                <PlainIcon icon={DeleteOutlined} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
