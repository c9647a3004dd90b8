/// `POST /_mock/backup?…` and `POST /_mock/restore?…`: `{"name":NAME}`.
struct BackupBody: Decodable {
    let name: String
}
