import APIRuntime
import Foundation

/// A photo to upload with `uploadphoto.json`: JPEG or PNG bytes from memory or streamed from a file, and a caption.
///
/// The API accepts images up to 30 MB. The multipart part is named `photo`; its file name and content type
/// follow the format (`upload.jpg` / `image/jpeg`, `upload.png` / `image/png`).
public struct PhotoUpload: Sendable, Hashable {
    /// An image format the API accepts.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// JPEG (`image/jpeg`).
        case jpeg
        /// PNG (`image/png`).
        case png

        /// The MIME type of the part.
        public var contentType: String {
            switch self {
            case .jpeg: return "image/jpeg"
            case .png: return "image/png"
            }
        }

        /// The file extension of the part's file name.
        public var fileExtension: String {
            switch self {
            case .jpeg: return "jpg"
            case .png: return "png"
            }
        }

        /// The format a file extension names (`jpg`, `jpeg`, `png`, any case), or `nil`.
        public init?(fileExtension: String) {
            switch fileExtension.lowercased() {
            case "jpg", "jpeg", "jpe": self = .jpeg
            case "png": self = .png
            default: return nil
            }
        }

        /// The format the first bytes of an image announce (JPEG `FF D8 FF`, PNG `89 50 4E 47`), or `nil`.
        public init?<Bytes: Collection<UInt8>>(signature bytes: Bytes) {
            let head = Array(bytes.prefix(4))
            if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF {
                self = .jpeg
            } else if head == [0x89, 0x50, 0x4E, 0x47] {
                self = .png
            } else {
                return nil
            }
        }
    }

    /// Why a photo cannot be uploaded.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The bytes or file are neither JPEG nor PNG.
        case unsupportedFormat(String)
        /// The file cannot be read.
        case unreadableFile(String)

        /// A one-line explanation.
        public var description: String {
            switch self {
            case .unsupportedFormat(let what): return "not a JPEG or PNG image: \(what)"
            case .unreadableFile(let path): return "cannot read the photo file \(path)"
            }
        }
    }

    /// The multipart file part.
    public var payload: FilePayload
    /// The image format.
    public var format: Format
    /// The caption sent with the submission as `photocaption_<n>`.
    public var caption: String?

    /// Creates an upload from image bytes in a known format.
    public init(data: Data, format: Format, caption: String? = nil) {
        self.payload = FilePayload(
            source: .data(data), filename: "upload." + format.fileExtension, contentType: format.contentType)
        self.format = format
        self.caption = caption
    }

    /// Creates an upload from JPEG bytes.
    public static func jpeg(_ data: Data, caption: String? = nil) -> PhotoUpload {
        PhotoUpload(data: data, format: .jpeg, caption: caption)
    }

    /// Creates an upload from PNG bytes.
    public static func png(_ data: Data, caption: String? = nil) -> PhotoUpload {
        PhotoUpload(data: data, format: .png, caption: caption)
    }

    /// Creates an upload from image bytes whose format is read from their signature.
    public init(data: Data, caption: String? = nil) throws(Failure) {
        guard let format = Format(signature: data) else {
            throw .unsupportedFormat("\(data.count) bytes without a JPEG or PNG signature")
        }
        self.init(data: data, format: format, caption: caption)
    }

    /// Creates an upload streamed from a file; the format comes from the extension, else from the file's first bytes.
    public init(fileURL: URL, caption: String? = nil) throws(Failure) {
        let format: Format
        if let named = Format(fileExtension: fileURL.pathExtension) {
            format = named
        } else {
            guard let handle = try? FileHandle(forReadingFrom: fileURL) else {
                throw .unreadableFile(fileURL.path)
            }
            let head = (try? handle.read(upToCount: 4)) ?? Data()
            try? handle.close()
            guard let sniffed = Format(signature: head) else { throw .unsupportedFormat(fileURL.lastPathComponent) }
            format = sniffed
        }
        guard FileManager.default.isReadableFile(atPath: fileURL.path) else { throw .unreadableFile(fileURL.path) }
        self.payload = FilePayload(
            source: .file(fileURL), filename: fileURL.lastPathComponent, contentType: format.contentType)
        self.format = format
        self.caption = caption
    }
}

extension UploadPhoto {
    /// Creates an upload request for a photo that will be attached to a kind of content.
    public init(contentType: SubmissionContentType, upload: PhotoUpload) {
        self.init(contentType: contentType, photo: upload.payload)
    }
}
