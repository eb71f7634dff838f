import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { IDENTITY_LIMITS } from '@xingheng/shared';
import { readLicenceFile, type LicenceValue } from '../licenceFile';

/** Props of `LicencePicker`: a controlled Form field (`id` from `Form.Item`, for its label). */
export interface LicencePickerProps {
  id?: string;
  value?: LicenceValue;
  onChange?: (value: LicenceValue | undefined) => void;
}

/** `1.2 MB` / `350 KB`. */
function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The business licence field: a 选择图片 button (keyboard reachable) opens the file dialog; the
 * chosen file is checked at once (JPG/PNG by type and content, at most 5 MB: `readLicenceFile`)
 * and, when it passes, shown as a preview with its name and size and a 移除 button. Nothing is
 * uploaded until the form is submitted; a refused file becomes `{ error }`, which the field's
 * rule shows as its message.
 */
export function LicencePicker({ id, value, onChange }: LicencePickerProps) {
  const chosen = value && !('error' in value) ? value : null;
  const maxMb = IDENTITY_LIMITS.licenceMaxBytes / 1024 / 1024;
  return (
    <div className="acc-identity-licence">
      <Upload
        id={id}
        accept={IDENTITY_LIMITS.licenceTypes.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void readLicenceFile(file).then((checked) => onChange?.(checked));
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />}>{chosen ? '重新选择' : '选择图片'}</Button>
      </Upload>
      <p className="acc-identity-hint">{`JPG 或 PNG 格式，不超过 ${maxMb} MB，四角完整、文字清晰`}</p>
      {chosen && (
        <figure className="acc-identity-preview">
          <img src={chosen.previewUrl} alt="营业执照预览" />
          <figcaption>
            <span>{`${chosen.name}（${formatSize(chosen.size)}）`}</span>
            <Button type="link" size="small" onClick={() => onChange?.(undefined)}>
              移除
            </Button>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
