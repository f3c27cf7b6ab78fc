// The model's API speaks in the formats' types (a setting's `JSONValue`, an `InputError`, a `OneLineError`): a user
// of ReelCore gets them with it.
@_exported import ReelFormats
