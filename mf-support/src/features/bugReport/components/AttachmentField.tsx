import { useState } from 'react';
import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { BUG_REPORT_LIMITS } from '@xingheng/shared';
import { ATTACHMENT_ACCEPT, attachmentError, fileProblem } from '../attachments';

/**
 * The attachments of a problem report: up to 3 PNG/JPEG images or `.log`/`.txt` logs of at most
 * 2 MB each (`BUG_REPORT_LIMITS`, checked again by the API). Nothing is uploaded on selection
 * (`beforeUpload` returns false): the files are read as base64 when the form is sent. A refused
 * file stays out of the list and its reason is shown under the button.
 * Used inside `Form.Item name="attachments" valuePropName="fileList"` (antd passes `id`,
 * `fileList` and `onChange`).
 * @param id the input's id (the label's target)
 * @param fileList the chosen files
 * @param onChange called with the new list of files
 */
export function AttachmentField({
  id,
  fileList = [],
  onChange,
}: {
  id?: string;
  fileList?: UploadFile[];
  onChange?: (fileList: UploadFile[]) => void;
}) {
  const [refused, setRefused] = useState<string[]>([]);
  const full = fileList.length >= BUG_REPORT_LIMITS.attachments;
  return (
    <div className="sup-attachments">
      <Upload
        id={id}
        multiple
        accept={ATTACHMENT_ACCEPT}
        fileList={fileList}
        onChange={(info) => onChange?.(info.fileList)}
        onRemove={() => setRefused([])}
        beforeUpload={(file, batch) => {
          const index = batch.indexOf(file);
          const earlier = batch.slice(0, index).filter((f) => fileProblem(f) === null).length;
          const error = attachmentError(file, fileList.length + earlier);
          setRefused((previous) => [...(index <= 0 ? [] : previous), ...(error ? [error] : [])]);
          return error ? Upload.LIST_IGNORE : false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={full || undefined}>
          选择文件
        </Button>
      </Upload>
      <p className="sup-field-hint">
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
    </div>
  );
}
