import APIRuntime
import Foundation
import Petstore

/// The README tour's step 5, verbatim: a multipart upload with a file and a date.
func uploadPhoto(with local: Client<PetstoreAPI>) async throws {
    let photo = FilePayload(
        source: .file(URL(fileURLWithPath: "tom.jpg")), filename: "tom.jpg", contentType: "image/jpeg")
    let upload = UploadPetPhoto(petID: 1, photo: photo, caption: "Tom asleep", takenOn: DateOnly("2024-05-01"))
    _ = try await local.send(upload)
}
