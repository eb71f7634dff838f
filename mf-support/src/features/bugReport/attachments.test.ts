import { BUG_REPORT_LIMITS } from '@xingheng/shared';
import {
  attachmentContentType,
  attachmentError,
  readAsBase64,
  toAttachmentInput,
} from './attachments';

const MB = 1024 * 1024;

describe('attachments', () => {
  it('sends PNG, JPEG and text logs with their content types', () => {
    expect(attachmentContentType('fix.PNG')).toBe('image/png');
    expect(attachmentContentType('sky.jpg')).toBe('image/jpeg');
    expect(attachmentContentType('sky.jpeg')).toBe('image/jpeg');
    expect(attachmentContentType('rover.log')).toBe('text/plain');
    expect(attachmentContentType('notes.txt')).toBe('text/plain');
    for (const name of ['page.html', 'run.exe', 'image.gif', 'log', 'a.png.svg']) {
      expect(attachmentContentType(name)).toBeNull();
    }
  });

  it('refuses another type, a file over 2 MB and an empty file', () => {
    expect(attachmentError({ name: 'page.html', size: 10 }, 0)).toBe(
      '“page.html”的格式不支持，请上传 PNG、JPG 图片或 .log、.txt 日志文件',
    );
    expect(attachmentError({ name: 'big.png', size: 2 * MB + 1 }, 0)).toBe(
      '“big.png”超过 2 MB，请压缩或截取后再上传',
    );
    expect(
      attachmentError({ name: 'edge.png', size: BUG_REPORT_LIMITS.attachmentBytes }, 0),
    ).toBeNull();
    expect(attachmentError({ name: 'empty.txt', size: 0 }, 0)).toBe('“empty.txt”是空文件');
  });

  it('refuses a fourth attachment', () => {
    expect(attachmentError({ name: 'c.png', size: 100 }, 2)).toBeNull();
    expect(attachmentError({ name: 'd.png', size: 100 }, 3)).toBe(
      '最多上传 3 个附件，“d.png”未添加',
    );
  });

  it('reads a file as base64 without the data URL prefix', async () => {
    const file = new File(['RTK FIX'], 'rover.log', { type: '' });
    await expect(readAsBase64(file)).resolves.toBe(btoa('RTK FIX'));
    await expect(toAttachmentInput(file)).resolves.toEqual({
      name: 'rover.log',
      contentType: 'text/plain',
      data: btoa('RTK FIX'),
    });
  });
});
