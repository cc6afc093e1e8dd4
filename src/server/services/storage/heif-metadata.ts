/**
 * HEIC/HEIF photos (what iPhones take) keep EXIF and XMP as items of the file's `meta` box. sharp cannot
 * re-encode HEVC-coded images, so these items are blanked in place instead: the file keeps its size and every
 * offset, the pixels are untouched, and the EXIF item becomes an empty TIFF directory (readers find no tags),
 * XMP becomes spaces. The orientation of a HEIF image lives in its `irot`/`imir` properties, which are kept:
 * readers ignore an EXIF orientation in HEIF.
 */
export function blankHeifMetadata(input: Buffer): Buffer | null {
  const meta = childBoxes(input, 0, input.length).find((box) => box.type === 'meta');
  if (!meta) return null;
  const children = childBoxes(input, meta.body + 4, meta.end);
  const iinf = children.find((box) => box.type === 'iinf');
  const iloc = children.find((box) => box.type === 'iloc');
  if (!iinf || !iloc) return null;
  const idat = children.find((box) => box.type === 'idat');
  const items = metadataItems(input, iinf);
  const output = Buffer.from(input);
  for (const location of itemLocations(input, iloc)) {
    const kind = items.get(location.id);
    if (!kind) continue;
    const start = location.construction === 0 ? 0 : location.construction === 1 && idat ? idat.body : -1;
    if (start < 0) return null;
    const regions = location.extents.map(({ offset, length }) => {
      const from = start + location.base + offset;
      return { from, to: length === 0 ? input.length : from + length };
    });
    if (regions.some(({ from, to }) => from < 0 || to > input.length || from > to)) return null;
    const total = regions.reduce((sum, { from, to }) => sum + to - from, 0);
    const replacement = kind === 'exif' ? emptyExifItem(total) : Buffer.alloc(total, 0x20);
    let written = 0;
    for (const { from, to } of regions) {
      replacement.copy(output, from, written, written + to - from);
      written += to - from;
    }
  }
  return output;
}

interface Box {
  type: string;
  /** Where the box's content starts (after size and type). */
  body: number;
  end: number;
}

function childBoxes(bytes: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) break;
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), body: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** Item ids of the EXIF and XMP items, from `iinf`'s `infe` entries (versions 2 and 3 name an item type). */
function metadataItems(bytes: Buffer, iinf: Box): Map<number, 'exif' | 'xmp'> {
  const version = bytes[iinf.body] as number;
  const entries = childBoxes(bytes, iinf.body + 4 + (version === 0 ? 2 : 4), iinf.end);
  const items = new Map<number, 'exif' | 'xmp'>();
  for (const infe of entries) {
    if (infe.type !== 'infe') continue;
    const infeVersion = bytes[infe.body] as number;
    if (infeVersion < 2) continue;
    let at = infe.body + 4;
    const id = infeVersion === 2 ? bytes.readUInt16BE(at) : bytes.readUInt32BE(at);
    at += (infeVersion === 2 ? 2 : 4) + 2;
    const type = bytes.toString('latin1', at, at + 4);
    at += 4;
    if (type === 'Exif') items.set(id, 'exif');
    if (type === 'mime') {
      const nameEnd = bytes.indexOf(0, at);
      const contentTypeEnd = nameEnd === -1 ? -1 : bytes.indexOf(0, nameEnd + 1);
      const contentType = contentTypeEnd === -1 ? '' : bytes.toString('latin1', nameEnd + 1, contentTypeEnd);
      if (/xmp|rdf\+xml/i.test(contentType)) items.set(id, 'xmp');
    }
  }
  return items;
}

interface ItemLocation {
  id: number;
  construction: number;
  base: number;
  extents: Array<{ offset: number; length: number }>;
}

/** The `iloc` box: where each item's bytes are (ISO/IEC 14496-12, 8.11.3). */
function itemLocations(bytes: Buffer, iloc: Box): ItemLocation[] {
  const version = bytes[iloc.body] as number;
  let at = iloc.body + 4;
  const offsetSize = (bytes[at] as number) >> 4;
  const lengthSize = (bytes[at] as number) & 15;
  const baseOffsetSize = (bytes[at + 1] as number) >> 4;
  const indexSize = version === 0 ? 0 : (bytes[at + 1] as number) & 15;
  at += 2;
  const read = (size: number) => {
    const value =
      size === 0
        ? 0
        : size === 2
          ? bytes.readUInt16BE(at)
          : size === 4
            ? bytes.readUInt32BE(at)
            : Number(bytes.readBigUInt64BE(at));
    at += size;
    return value;
  };
  const read2 = () => read(2);
  const count = version < 2 ? read2() : read(4);
  const locations: ItemLocation[] = [];
  for (let item = 0; item < count && at < iloc.end; item++) {
    const id = version < 2 ? read2() : read(4);
    const construction = version === 0 ? 0 : read2() & 15;
    read2(); // data_reference_index
    const base = read(baseOffsetSize);
    const extentCount = read2();
    const extents = [];
    for (let extent = 0; extent < extentCount; extent++) {
      read(indexSize);
      extents.push({ offset: read(offsetSize), length: read(lengthSize) });
    }
    locations.push({ id, construction, base, extents });
  }
  return locations;
}

/** An EXIF item holding a TIFF header and one directory without entries, padded with zeros. */
function emptyExifItem(length: number): Buffer {
  const item = Buffer.alloc(length);
  // 4-byte offset to the TIFF header (0), "II*\0", first directory at 8, no entries, no next directory.
  const content = Buffer.from([0, 0, 0, 0, 0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  if (length >= content.length) content.copy(item);
  return item;
}
