import Foundation
import LoopbackServer

/// The upload half of a loopback Bridge: `POST /v3/uploads` hands out pre-signed URLs on the same server, which act
/// as the storage, and `POST /v3/uploads/{id}/complete` validates what was stored.
///
/// The storage checks what S3 checks for a pre-signed PUT: the `Content-MD5` and `Content-Type` the URL was signed
/// for, and a body of the signed length (and that no `Bridge-Session` leaks to it). The first URL it hands out is
/// already expired (403 `Request has expired`, as S3 answers).
actor FakeUploadStorage {
    /// Where the storage URLs point (the loopback server's base URL).
    let base: URL
    /// The MD5 (base64) the test expects the client to have computed, checked independently of the client.
    let expectedMD5: String
    private var issued = 0
    private var signed: [String: (md5: String, type: String, length: Int)] = [:]
    private(set) var stored: [String: Data] = [:]
    /// Every storage request, in order: `"PUT upload-1 -> 403"`.
    private(set) var log: [String] = []

    init(base: URL, expectedMD5: String) {
        self.base = base
        self.expectedMD5 = expectedMD5
    }

    /// Answers an upload route, or `nil` for any other request.
    func answer(_ request: LoopbackRequest) throws -> LoopbackResponse? {
        switch (request.method, request.path) {
        case ("POST", "/v3/uploads"):
            let body = try JSONSerialization.jsonObject(with: request.body) as? [String: Any] ?? [:]
            guard let md5 = body["contentMd5"] as? String, let type = body["contentType"] as? String,
                let length = body["contentLength"] as? Int
            else {
                return FakeBridge.error(
                    400, "contentMd5, contentType and contentLength are required", "BadRequestException")
            }
            issued += 1
            let id = "upload-\(issued)"
            signed[id] = (md5, type, length)
            let url = base.appendingPathComponent("storage").appendingPathComponent(id)
            return .json(
                #"{"id":"\#(id)","url":"\#(url.absoluteString)","expires":"2999-01-01T00:00:00.000Z","type":"UploadSession"}"#,
                status: 201)
        case ("POST", let path) where path.hasPrefix("/v3/participants/self/files/"):
            let body = try JSONSerialization.jsonObject(with: request.body) as? [String: Any] ?? [:]
            guard let type = body["mimeType"] as? String else {
                return FakeBridge.error(400, "mimeType is required", "InvalidEntityException")
            }
            issued += 1
            let id = "upload-\(issued)"
            signed[id] = (md5: "", type: type, length: -1)
            let fileID = String(path.dropFirst("/v3/participants/self/files/".count))
            let url = base.appendingPathComponent("storage").appendingPathComponent(id)
            return .json(
                #"{"fileId":"\#(fileID)","mimeType":"\#(type)","uploadUrl":"\#(url.absoluteString)","expiresOn":"2999-01-01T00:00:00.000Z","type":"ParticipantFile"}"#,
                status: 201)
        case ("PUT", let path) where path.hasPrefix("/storage/"):
            let id = String(path.dropFirst("/storage/".count))
            let status = put(id, request)
            log.append("PUT \(id) -> \(status)")
            guard status == 200 else {
                let reason = status == 403 ? "Request has expired" : "The request does not match its signature"
                return .xml("<Error><Code>AccessDenied</Code><Message>\(reason)</Message></Error>", status: status)
            }
            return .status(200)
        case ("POST", let path) where path.hasPrefix("/v3/uploads/") && path.hasSuffix("/complete"):
            let id = path.dropFirst("/v3/uploads/".count).dropLast("/complete".count)
            guard stored[String(id)] != nil else {
                return FakeBridge.error(404, "Upload \(id) not found", "EntityNotFoundException")
            }
            return .json(#"{"id":"\#(id)","status":"validation_in_progress","type":"UploadValidationStatus"}"#)
        default:
            return nil
        }
    }

    private func put(_ id: String, _ request: LoopbackRequest) -> Int {
        guard let signature = signed[id] else { return 404 }
        if id == "upload-1" { return 403 }  // the first URL has expired
        if signature.length < 0 {  // a participant file: signed for its content type only
            guard request.header("Bridge-Session") == nil, request.header("Content-Type") == signature.type,
                !request.isBodyTruncated
            else { return 400 }
            stored[id] = request.body
            return 200
        }
        guard request.header("Bridge-Session") == nil,
            request.header("Content-MD5") == signature.md5, signature.md5 == expectedMD5,
            request.header("Content-Type") == signature.type,
            request.header("Content-Length") == String(signature.length), request.bodyByteCount == signature.length,
            !request.isBodyTruncated
        else { return 400 }
        stored[id] = request.body
        return 200
    }
}
