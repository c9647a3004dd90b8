import TodoModel

extension TodoAPI {
    /// The JSON bodies of the contract, sent and received.
    enum Wire {
        struct ListBody: Encodable {
            var list: [TodoItem]
        }

        struct ElementBody: Encodable {
            var element: TodoItem
        }

        struct Credentials: Encodable {
            var username: String
            var password: String
        }

        struct RefreshBody: Encodable {
            var refreshToken: String

            enum CodingKeys: String, CodingKey {
                case refreshToken = "refresh_token"
            }
        }

        /// `{"status":"ok","list":[…],"revision":N}`.
        struct ListAnswer: Decodable {
            var status: String?
            var list: [TodoItem]
            var revision: Int
        }

        /// `{"status":"ok","element":{…},"revision":N}`.
        struct ElementAnswer: Decodable {
            var status: String?
            var element: TodoItem
            var revision: Int
        }

        /// `{"access_token":"…","refresh_token":"…","expires_in":N}`.
        struct TokensAnswer: Decodable {
            var accessToken: String
            var refreshToken: String
            var expiresIn: Int

            enum CodingKeys: String, CodingKey {
                case accessToken = "access_token"
                case refreshToken = "refresh_token"
                case expiresIn = "expires_in"
            }
        }
    }
}
