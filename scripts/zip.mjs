// Zip archives without a dependency: stored-or-deflated entries, as Joomla's installer (and any unzip) reads them.
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

const DOS_EPOCH = (1 << 5) | 1; // 1980-01-01: fixed, so the same input always gives the same archive

/** @param {{name: string, data: Buffer}[]} entries */
export function writeZip(entries) {
	const locals = [];
	const centrals = [];
	let offset = 0;
	for (const { name, data } of entries) {
		const file = Buffer.from(name, 'utf8');
		const packed = deflateRawSync(data, { level: 9 });
		const [method, body] = packed.length < data.length ? [8, packed] : [0, data];
		const crc = crc32(data);
		const local = Buffer.alloc(30);
		local.writeUInt32LE(0x04034b50, 0);
		local.writeUInt16LE(20, 4);
		local.writeUInt16LE(0x0800, 6); // names are UTF-8
		local.writeUInt16LE(method, 8);
		local.writeUInt16LE(0, 10);
		local.writeUInt16LE(DOS_EPOCH, 12);
		local.writeUInt32LE(crc, 14);
		local.writeUInt32LE(body.length, 18);
		local.writeUInt32LE(data.length, 22);
		local.writeUInt16LE(file.length, 26);
		const central = Buffer.alloc(46);
		central.writeUInt32LE(0x02014b50, 0);
		central.writeUInt16LE(20, 4);
		central.writeUInt16LE(20, 6);
		local.copy(central, 8, 6, 26); // flags, method, time, date, crc, sizes
		central.writeUInt16LE(file.length, 28);
		central.writeUInt32LE(offset, 42);
		locals.push(local, file, body);
		centrals.push(central, file);
		offset += local.length + file.length + body.length;
	}
	const directory = Buffer.concat(centrals);
	const end = Buffer.alloc(22);
	end.writeUInt32LE(0x06054b50, 0);
	end.writeUInt16LE(entries.length, 8);
	end.writeUInt16LE(entries.length, 10);
	end.writeUInt32LE(directory.length, 12);
	end.writeUInt32LE(offset, 16);
	return Buffer.concat([...locals, directory, end]);
}

/** Reads every entry through the central directory; checks each entry's CRC. */
export function readZip(zip) {
	const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
	if (end < 0) throw new Error('not a zip archive');
	const count = zip.readUInt16LE(end + 10);
	let at = zip.readUInt32LE(end + 16);
	const entries = [];
	for (let i = 0; i < count; i++) {
		const method = zip.readUInt16LE(at + 10);
		const crc = zip.readUInt32LE(at + 16);
		const size = zip.readUInt32LE(at + 20);
		const nameLength = zip.readUInt16LE(at + 28);
		const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
		const local = zip.readUInt32LE(at + 42);
		const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
		const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
		const body = zip.subarray(start, start + size);
		const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
		if (crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`);
		entries.push({ name, data });
		at += 46 + nameLength + extra;
	}
	return entries;
}
