print("sdkgen placeholder")
