import Foundation

/// A short text that changes whenever a file does, cheap enough to ask for twice a second: its
/// modification time, size and file number, and a hash of its first and last 64 KB (which
/// catches a same-size save within the clock's resolution).
///
/// `FileVersion.token(ofFileAt: "Home.vml")` is `nil` when the file is missing or unreadable.
enum FileVersion {
    /// How many bytes from each end are hashed.
    static let sampledBytes = 65_536

    /// The token, such as `1718000000.123456-2048-81234-9a3c…`, or `nil` when there is no
    /// readable file at `path`.
    static func token(ofFileAt path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType != .typeDirectory,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        let number = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        var sample = [UInt8]((try? handle.read(upToCount: sampledBytes)) ?? Data())
        if size > UInt64(sampledBytes) * 2 {
            _ = try? handle.seek(toOffset: size - UInt64(sampledBytes))
            sample += (try? handle.read(upToCount: sampledBytes)) ?? Data()
        } else if size > UInt64(sampledBytes) {
            sample += (try? handle.readToEnd()) ?? Data()
        }
        return "\(modified)-\(size)-\(number)-" + String(hash(sample), radix: 16)
    }

    /// The 64-bit FNV-1a hash of `bytes`.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
        return value
    }
}
