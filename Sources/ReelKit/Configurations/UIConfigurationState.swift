/// A state a configuration is updated for (a cell's `UICellConfigurationState`).
public protocol UIConfigurationState {}
