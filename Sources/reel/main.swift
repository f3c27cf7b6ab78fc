import ReelCLI

// `reel`: the commands of ReelCLI with the built-in catalogue only.
ReelTool.main()
