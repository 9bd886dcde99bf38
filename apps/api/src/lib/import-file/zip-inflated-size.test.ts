import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inflatedSize } from './zip-inflated-size';

async function workbookBytes(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('枠').addRow(['放送局コード', '放送日']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A one-entry zip whose entry is deflated `content`, with a local header, a central entry and the end record. */
function zipOf(content: Uint8Array, claimedSize = content.byteLength): Uint8Array {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.byteLength, 18);
  local.writeUInt32LE(claimedSize, 22);
  local.writeUInt16LE(name.byteLength, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.byteLength, 20);
  central.writeUInt32LE(claimedSize, 24);
  central.writeUInt16LE(name.byteLength, 28);
  const centralOffset = local.byteLength + name.byteLength + data.byteLength;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.byteLength + name.byteLength, 12);
  end.writeUInt32LE(centralOffset, 16);
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]));
}

describe('what a zip inflates to', () => {
  it('lets a workbook through, and stops at the ceiling whatever sizes the headers claim', async () => {
    expect(inflatedSize(await workbookBytes(), 1024 * 1024)).toBe('fits');
    expect(inflatedSize(await workbookBytes(), 1_000)).toBe('tooLarge');
    const zeros = new Uint8Array(5_000_000);
    expect(inflatedSize(zipOf(zeros, 10), 1_000_000)).toBe('tooLarge');
    expect(inflatedSize(zipOf(zeros), 5_000_000)).toBe('fits');
  });

  it('calls an archive it cannot walk unreadable', async () => {
    const bytes = await workbookBytes();
    expect(inflatedSize(bytes.subarray(0, bytes.byteLength - 30), 1024 * 1024)).toBe('unreadable');
    expect(inflatedSize(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 1024 * 1024)).toBe('unreadable');
  });
});
