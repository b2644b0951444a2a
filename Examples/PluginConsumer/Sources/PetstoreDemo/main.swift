// The README tour's program (step 4), verbatim; `Upload.swift` holds step 5.
import APIRuntime
import Foundation
import Petstore

// The schema's environment: GET https://petstore.example.com/v1/pets?limit=20&tag=cat
let client = Client<PetstoreAPI>(environment: .production, settings: .init())
print(try client.makeHTTPRequest(for: ListPets(limit: 20, tag: ["cat"])).url)

// Every API also gets `.custom(hosts:)`: here the local server.
let local = Client<PetstoreAPI>(
    environment: .custom(hosts: ["default": URL(string: "http://127.0.0.1:8765/v1/")!]), settings: .init())
do {
    // Every pet, a page of 20 at a time, until a page comes back short (`paging:` in the schema).
    for try await pet in local.items(ListPets(limit: 20, tag: ["cat"])) {
        print(pet.id, pet.name, pet.status, pet.bornOn.map { "\($0)" } ?? "-")
    }
} catch let error as ClientError<PetstoreAPI> {
    switch error {
    case .transport(let failure): print("no answer:", failure)  // connect, timeout, cancelled, …
    case .httpStatus(let response): print("HTTP", response.statusCode)
    case .decoding(let failure): print("unexpected body at", failure.codingPath, failure.bodySnippet)
    case .api(let error, _): print("API error:", error)  // the schema's `errors:` model: Problem
    case .invalidRequest(let message): print("not sent:", message)
    }
} catch {
    print("stopped:", error)  // cancelled between pages, or a paging error
}
